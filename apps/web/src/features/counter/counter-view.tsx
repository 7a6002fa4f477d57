import {
  Box,
  Button,
  Field,
  HStack,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import { COUNTER_METRICS, type CounterReport } from '@sillage/shared-types';
import { Fragment, useId, useMemo, useState } from 'react';
import { MdDownload } from 'react-icons/md';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { formatMessageById } from '../../shared/i18n/format-message-by-id.js';
import {
  buildCounterTable,
  COUNTER_VIEW_IDS,
  formatCounterDay,
  formatCounterMonth,
  partialCoverage,
  sumCounterMetrics,
  type CounterViewId,
} from './counter-data.js';
import { useAppSelector } from '../../app/hooks.js';
import { selectAppInfo } from '../app-info/app-info.slice.js';
import { CounterTableView } from './counter-table.js';
import { counterTableToTsv } from './counter-tabular.js';
import { counterMessages, counterNoteMessages } from './counter.messages.js';

/** Offers a text as a file download (the browser saves it; nothing leaves the page). */
function downloadText(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Not words to translate: the separator of COUNTER metric names. */
const UNDERSCORE = '_';

/** A metric's name, which a narrow tile wraps after an underscore rather than mid-word. */
function MetricName({ name }: { name: string }) {
  return name.split('_').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          {UNDERSCORE}
          <wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

/** counter.json of a job: headline totals, a report picker, the table and its CSV export. */
export function CounterView({ report }: { report: CounterReport }) {
  const appInfo = useAppSelector(selectAppInfo);
  const intl = useIntl();
  const selectId = useId();
  const [view, setView] = useState<CounterViewId>('pr');
  const table = useMemo(() => buildCounterTable(report, view), [report, view]);
  const totals = useMemo(() => sumCounterMetrics(report), [report]);
  const partial = partialCoverage(table.months, report);
  const viewLabel = formatMessageById(intl, `counter.view.${view}`);

  return (
    <Stack gap="4">
      <Text>
        {report.begin_month === null || report.end_month === null ? (
          <FormattedMessage {...counterMessages.introEmpty} />
        ) : report.begin_month === report.end_month ? (
          // Not "(Mar 2013 to Mar 2013)".
          <FormattedMessage
            {...counterMessages.introOneMonth}
            values={{ month: formatCounterMonth(report.begin_month, intl.locale) }}
          />
        ) : (
          <FormattedMessage
            {...counterMessages.intro}
            values={{
              begin: formatCounterMonth(report.begin_month, intl.locale),
              end: formatCounterMonth(report.end_month, intl.locale),
            }}
          />
        )}
      </Text>
      {partial !== undefined && (
        <Text data-testid="counter-partial-period">
          <FormattedMessage
            {...counterMessages.partialPeriod}
            values={{
              from: formatCounterDay(partial.from, intl.locale),
              to: formatCounterDay(partial.to, intl.locale),
            }}
          />
        </Text>
      )}
      <Box as="section" aria-label={intl.formatMessage(counterMessages.totals)}>
        <SimpleGrid columns={{ base: 2, md: 4, xl: 7 }} gap="2">
          {COUNTER_METRICS.map((metric) => (
            // Values on one line across a row of tiles, whether the name above takes one or two.
            <Stat.Root
              key={metric}
              borderWidth="1px"
              borderRadius="md"
              p="2"
              justifyContent="space-between"
            >
              <Stat.Label fontSize="xs" wordBreak="break-word">
                <MetricName name={metric} />
              </Stat.Label>
              <Stat.ValueText data-metric={metric}>
                {intl.formatNumber(totals[metric])}
              </Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
      </Box>
      <HStack align="flex-end" wrap="wrap" gap="3">
        <Field.Root maxW="sm">
          <Field.Label htmlFor={selectId}>
            <FormattedMessage {...counterMessages.view} />
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              id={selectId}
              value={view}
              onChange={(event) => setView(event.currentTarget.value as CounterViewId)}
            >
              {COUNTER_VIEW_IDS.map((id) => (
                <option key={id} value={id}>
                  {formatMessageById(intl, `counter.view.${id}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {/* An empty table is exported too: its R5.1 header says why (exception 3030). */}
        {/* On a phone the long label wraps inside the card instead of running past its edge. */}
        <Button
          size="sm"
          variant="outline"
          maxW="full"
          h="auto"
          minH="8"
          py="1"
          whiteSpace="normal"
          textAlign="start"
          onClick={() =>
            downloadText(
              `${report.job_id.slice(0, 8)}_counter_${view}.tsv`,
              counterTableToTsv(table, report, {
                name: appInfo.institutionName,
                id: appInfo.institutionId,
              }),
              'text/tab-separated-values;charset=utf-8',
            )
          }
        >
          <MdDownload aria-hidden="true" />
          <FormattedMessage {...counterMessages.exportView} />
        </Button>
      </HStack>
      <CounterTableView table={table} label={viewLabel} />
      <Box as="section" aria-label={intl.formatMessage(counterMessages.notes)} color="fg.muted">
        <Text fontWeight="semibold" fontSize="sm">
          <FormattedMessage {...counterMessages.notes} />
        </Text>
        <List.Root fontSize="sm" ps="4">
          {report.notes.map((note) => {
            const known = (counterNoteMessages as Record<string, MessageDescriptor | undefined>)[
              note
            ];
            return known === undefined ? (
              <List.Item key={note} lang="en">
                {note}
              </List.Item>
            ) : (
              <List.Item key={note}>{intl.formatMessage(known)}</List.Item>
            );
          })}
        </List.Root>
        <Text fontSize="sm" mt="1">
          <FormattedMessage
            {...counterMessages.robots}
            // ICU select keys cannot hold the hyphen of `counter-robots`.
            values={{
              list: report.robots_list === 'counter-robots' ? 'counterRobots' : report.robots_list,
            }}
          />
        </Text>
      </Box>
    </Stack>
  );
}
