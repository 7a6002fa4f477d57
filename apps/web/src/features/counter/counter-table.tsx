import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { formatMessageById } from '../../shared/i18n/format-message-by-id.js';
import { usePlatformNames } from '../job-views/platform-names.js';
import { COUNTER_VIEWS, formatCounterMonth, type CounterTable } from './counter-data.js';
import { counterMessages } from './counter.messages.js';
import { TableScrollArea } from '../../shared/ui/table-scroll-area.js';

/** A COUNTER table: item columns, Metric_Type, period total, one column per month. */
export function CounterTableView({ table, label }: { table: CounterTable; label: string }) {
  const intl = useIntl();
  const platformName = usePlatformNames();
  const byTitle = COUNTER_VIEWS[table.view].byTitle;
  if (table.rows.length === 0) {
    return (
      <Text color="fg.muted" role="status">
        <FormattedMessage {...counterMessages.emptyView} />
      </Text>
    );
  }
  return (
    <TableScrollArea borderWidth="1px" borderRadius="md" maxH="70vh">
      <Table.Root size="sm" aria-label={label} stickyHeader>
        <Table.Header>
          <Table.Row>
            {byTitle && (
              <Table.ColumnHeader>
                <FormattedMessage {...counterMessages.titleColumn} />
              </Table.ColumnHeader>
            )}
            <Table.ColumnHeader>
              <FormattedMessage {...counterMessages.platform} />
            </Table.ColumnHeader>
            {byTitle && (
              <>
                <Table.ColumnHeader>
                  <FormattedMessage {...counterMessages.identifiers} />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage {...counterMessages.dataType} />
                </Table.ColumnHeader>
              </>
            )}
            <Table.ColumnHeader>
              <FormattedMessage {...counterMessages.metricType} />
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <FormattedMessage {...counterMessages.periodTotal} />
            </Table.ColumnHeader>
            {table.months.map((month) => (
              <Table.ColumnHeader key={month} textAlign="end">
                {formatCounterMonth(month, intl.locale)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {table.rows.map((row) => (
            <Table.Row key={row.key}>
              {byTitle && (
                <Table.Cell>
                  {row.title !== ''
                    ? row.title
                    : intl.formatMessage(
                        // A row with an ISSN or ISBN is one title whose name the log lacks.
                        row.printIdentifier === '' && row.onlineIdentifier === ''
                          ? counterMessages.untitled
                          : counterMessages.titleNotInLog,
                      )}
                </Table.Cell>
              )}
              <Table.Cell title={row.platform}>{platformName(row.platform)}</Table.Cell>
              {byTitle && (
                <>
                  <Table.Cell whiteSpace="nowrap">
                    {[row.printIdentifier, row.onlineIdentifier].filter(Boolean).join(' / ')}
                  </Table.Cell>
                  <Table.Cell>
                    {formatMessageById(intl, `counter.dataType.${row.dataType}`)}
                  </Table.Cell>
                </>
              )}
              <Table.Cell fontFamily="mono" fontSize="xs">
                {row.metric}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                <FormattedNumber value={row.total} />
              </Table.Cell>
              {table.months.map((month) => (
                <Table.Cell key={month} textAlign="end">
                  <FormattedNumber value={row.byMonth[month] ?? 0} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}
