import { Box, Link, Progress, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { isRejectKey, type ReportNotice } from '@sillage/shared-types';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { ReactNode } from 'react';
import { formatMessageById } from '../../shared/i18n/format-message-by-id.js';
import { formatResourceLabel } from '../../shared/i18n/resource-labels.js';
import { buildRejectRows, isUrl, readNumber, type EnrichmentRow } from './report-data.js';
import { formatReportNotice, type ReportNoticesByKey } from './report-notices.js';
import { formatReportValue, isEmptyReportValue } from './report-values.js';
import { jobFileHref } from './job-file-href.js';
import { reportMessages } from './report.messages.js';
import { NO_VALUE } from '../../shared/ui/no-value.js';
import { formatShare } from '../rejects/format-share.js';
import { TableScrollArea } from '../../shared/ui/table-scroll-area.js';

function ReportValue({ value }: { value: unknown }) {
  if (isUrl(value)) {
    return (
      <Link
        href={jobFileHref(value)}
        target="_blank"
        rel="noopener noreferrer"
        colorPalette="teal"
        wordBreak="break-all"
      >
        {value}
      </Link>
    );
  }
  const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  return (
    <Text as="span" wordBreak="break-word">
      {text}
    </Text>
  );
}

function wordNotice(intl: IntlShape, notice: ReportNotice | undefined): string | null {
  return notice === undefined ? null : formatReportNotice(intl, notice);
}

/** No value in the report (`null`, empty): a dash on screen, words for screen readers. */
function NoValue() {
  const intl = useIntl();
  return (
    <Text as="span" color="fg.muted">
      <span aria-hidden="true">{NO_VALUE}</span>
      <VisuallyHidden>{intl.formatMessage(reportMessages.noValue)}</VisuallyHidden>
    </Text>
  );
}

/** What some reference keys count, said beside them: they read like Sillage's own figures. */
const KEY_HELP: Readonly<Record<string, MessageDescriptor>> = {
  'Rejection-Rate': reportMessages.rejectionRateHelp,
};

/**
 * Report cells wrap: Chakra's table cells do not, which left a sentence (an alert, a key's help)
 * on one line of over 1000 px, readable only by scrolling a region the keyboard cannot reach.
 */
const WRAPPING_CELL = { whiteSpace: 'normal' } as const;

/** The two-column (key, value) table every report group is shown in; `children` are its rows. */
function KeyValueTable({ label, children }: { label: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <TableScrollArea>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{intl.formatMessage(reportMessages.key)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(reportMessages.value)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}

/** `stats` keys that count a resource type or a format: `rtype-ARTICLE`, `mime-PDF`. */
const RESOURCE_KEY = /^(rtype|mime)-(.+)$/;

const RESOURCE_KEY_LABELS = {
  rtype: reportMessages.statsRtype,
  mime: reportMessages.statsMime,
} as const;

/**
 * A report key in words: "Resource type: Book section" above `rtype-BOOK_SECTION`, the report's
 * own key kept beneath (users compare it with ezPAARSE reports); other keys as the report has them.
 */
function ReportKey({ name }: { name: string }) {
  const intl = useIntl();
  const match = RESOURCE_KEY.exec(name);
  const field = match?.[1] as keyof typeof RESOURCE_KEY_LABELS | undefined;
  const code = match?.[2];
  const label = field && code ? formatResourceLabel(intl, field, code) : undefined;
  if (field === undefined || code === undefined || label === undefined || label === code) {
    return <Text fontWeight="medium">{name}</Text>;
  }
  return (
    <>
      <Text fontWeight="medium">{intl.formatMessage(RESOURCE_KEY_LABELS[field], { label })}</Text>
      <Text as="code" fontSize="xs" color="fg.muted">
        {name}
      </Text>
    </>
  );
}

/** One report group as a key/value table. */
export function ReportGroupTable({
  entries,
  label,
  notices = {},
}: {
  entries: Record<string, unknown>;
  label: string;
  /**
   * Words the values of their keys (`platforms-notice`, `alert-…`) in the page's language; the
   * server's English sentence stays for a code the page does not know and for older reports.
   */
  notices?: ReportNoticesByKey;
}) {
  const intl = useIntl();
  return (
    <KeyValueTable label={label}>
      {Object.entries(entries).map(([key, value]) => (
        <Table.Row key={key}>
          <Table.Cell {...WRAPPING_CELL}>
            <ReportKey name={key} />
            {KEY_HELP[key] && (
              <Text fontSize="xs" color="fg.muted">
                {intl.formatMessage(KEY_HELP[key])}
              </Text>
            )}
          </Table.Cell>
          <Table.Cell {...WRAPPING_CELL}>
            {isEmptyReportValue(value) ? (
              <NoValue />
            ) : (
              (wordNotice(intl, notices[key]) ??
              formatReportValue(intl, key, value) ?? <ReportValue value={value} />)
            )}
          </Table.Cell>
        </Table.Row>
      ))}
    </KeyValueTable>
  );
}

/**
 * A reject's share of the relevant lines as a green bar with its percentage. The bar is a picture
 * of the number, not a task in progress: screen readers get the percentage as text only, not a
 * "progressbar" named by a rounded value, nor a live region repeating each change of a live report.
 */
function RejectShare({ row }: { row: ReturnType<typeof buildRejectRows>[number] }) {
  const intl = useIntl();
  if (row.percent === null) return null;
  return (
    <Progress.Root value={row.percent} colorPalette="green" size="md" maxW="40">
      <Progress.Track aria-hidden="true">
        <Progress.Range />
      </Progress.Track>
      <Progress.ValueText fontSize="xs" aria-live="off">
        {/* Worded as the reject explorer words its shares of the same lines. */}
        {formatShare(intl, row.percent / 100, readNumber(row.value))}
      </Progress.ValueText>
    </Progress.Root>
  );
}

/**
 * Below `md`, the share has no column of its own: its bar goes under the count, so on a phone the
 * table is two columns wide and nothing scrolls sideways (the share column needs 10 rem).
 */
const SHARE_COLUMN = { display: { base: 'none', md: 'table-cell' } } as const;

/** The rejects group: translated label and description, value, share bar. */
export function RejectsTable({
  report,
  label,
}: {
  report: Parameters<typeof buildRejectRows>[0];
  label: string;
}) {
  const intl = useIntl();
  return (
    <TableScrollArea>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{intl.formatMessage(reportMessages.key)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(reportMessages.value)}</Table.ColumnHeader>
            <Table.ColumnHeader {...SHARE_COLUMN}>
              {intl.formatMessage(reportMessages.share)}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {buildRejectRows(report).map((row) => (
            <Table.Row key={row.key}>
              <Table.Cell {...WRAPPING_CELL}>
                {isRejectKey(row.key) ? (
                  <Box>
                    <Text fontWeight="medium">
                      {formatMessageById(intl, `report.rejects.${row.key}`)}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {formatMessageById(intl, `report.rejects.desc.${row.key}`)}
                    </Text>
                  </Box>
                ) : (
                  row.key
                )}
              </Table.Cell>
              <Table.Cell {...WRAPPING_CELL}>
                {typeof row.value === 'number' ? (
                  <Text as="span" whiteSpace="nowrap">
                    {intl.formatNumber(row.value)}
                  </Text>
                ) : (
                  <ReportValue value={row.value} />
                )}
                {row.percent !== null && (
                  <Box hideFrom="md" mt="1" minW="20">
                    <RejectShare row={row} />
                  </Box>
                )}
              </Table.Cell>
              <Table.Cell minW="40" {...SHARE_COLUMN}>
                <RejectShare row={row} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}

/** Services' own spellings, the same in every language. */
const ENRICHER_NAMES: Readonly<Record<EnrichmentRow['enricher'], string>> = {
  crossref: 'Crossref',
  istex: 'ISTEX',
  sudoc: 'Sudoc',
  hal: 'HAL',
  openalex: 'OpenAlex',
  unpaywall: 'Unpaywall',
};

/**
 * The enrichers' counters of `general`: a label in the page's language, and the report's key
 * beneath it, as users compare these figures with ezPAARSE reports.
 */
export function EnrichmentTable({ rows, label }: { rows: EnrichmentRow[]; label: string }) {
  const intl = useIntl();
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {intl.formatMessage(reportMessages.enrichmentHelp)}
      </Text>
      <KeyValueTable label={label}>
        {rows.map((row) => (
          <Table.Row key={row.key}>
            <Table.Cell {...WRAPPING_CELL}>
              <Text fontWeight="medium">
                {formatMessageById(intl, `report.enrichment.${row.counter}`, {
                  enricher: ENRICHER_NAMES[row.enricher],
                })}
              </Text>
              <Text as="code" fontSize="xs" color="fg.muted">
                {row.key}
              </Text>
            </Table.Cell>
            <Table.Cell {...WRAPPING_CELL}>
              {typeof row.value === 'number' || typeof row.value === 'string' ? (
                intl.formatNumber(readNumber(row.value))
              ) : (
                <NoValue />
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </KeyValueTable>
    </Box>
  );
}
