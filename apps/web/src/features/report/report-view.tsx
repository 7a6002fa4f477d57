import { Accordion, Box, Button, Card, IconButton, Span, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  MdDownload,
  MdFilePresent,
  MdHexagon,
  MdLibraryBooks,
  MdPictureAsPdf,
  MdSpeed,
  MdTimer,
  MdUnfoldLess,
  MdUnfoldMore,
  MdWeb,
} from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReportGroups } from '../../shared/ui/report-groups.js';
import type { LogEntry } from '../../shared/ui/log-entry.js';
import { formatJobDuration } from '../../shared/i18n/format-job-duration.js';
import { formatMessageById } from '../../shared/i18n/format-message-by-id.js';
import { LogsView } from '../../shared/ui/logs-view.js';
import { MetricGrid, MetricTile } from '../../shared/ui/metric-tile.js';
import { CardBar } from '../../shared/ui/page-card.js';
import { Tooltip } from '../../shared/ui/tooltip.js';
import { ReportCharts } from './report-charts.js';
import { ReportStoppedNotice } from './report-stopped-notice.js';
import { ReportOutcomeNotices } from './outcome-notices.js';
import { ReportMailNotice } from './report-mail-notice.js';
import { extractMetrics, splitEnrichmentCounters } from './report-data.js';
import { EnrichmentTable, RejectsTable, ReportGroupTable } from './report-group-table.js';
import { readReportNotices } from './report-notices.js';
import { jobFileHref } from './job-file-href.js';
import { reportMessages } from './report.messages.js';
import { NO_VALUE } from '../../shared/ui/no-value.js';

const KNOWN_GROUPS = [
  'general',
  // Not a group of report.json: the enrichers' counters of `general`, shown apart.
  'enrichment',
  'rejets',
  'stats',
  'alerts',
  'notifications',
  'files',
  'first_event',
  'dedoublonnage',
];

/**
 * The job report: status figures, charts, one panel per group, traces (spec: report and traces).
 * Its title is the page's h1 on /report, a section (h2) of /process step 3.
 */
export function ReportView({
  report,
  logging,
  headingLevel = 'h2',
}: {
  report: ReportGroups | null;
  logging: readonly LogEntry[];
  headingLevel?: 'h1' | 'h2';
}) {
  const intl = useIntl();
  const general = report?.general ?? {};
  const split = splitEnrichmentCounters(general);
  // `explorer` holds the reject explorer's data (its own page), not key/value figures, and
  // `notices` words the sentences of General and Alerts; the enrichers' counters get their own
  // panel after General.
  const notices = readReportNotices(report);
  const groups = Object.keys(report ?? {})
    .filter((name) => name !== 'explorer' && name !== 'notices')
    .flatMap((name) =>
      name === 'general' && split.enrichment.length > 0 ? [name, 'enrichment'] : [name],
    );
  const panels = ['status', 'charts', ...groups.map((name) => `group-${name}`), 'traces'];
  const [open, setOpen] = useState<string[]>(['status']);
  const isAllOpen = panels.every((panel) => open.includes(panel));
  const jobId = typeof general['Job-ID'] === 'string' ? general['Job-ID'] : null;
  const reportUrl =
    typeof general['URL-Report'] === 'string'
      ? jobFileHref(general['URL-Report'])
      : jobId
        ? `/api/logs/${jobId}/job-report.json`
        : null;
  const metrics = extractMetrics(report);
  const toggleLabel = intl.formatMessage(
    isAllOpen ? reportMessages.collapseAll : reportMessages.expandAll,
  );
  const groupTitle = (name: string) =>
    KNOWN_GROUPS.includes(name) ? formatMessageById(intl, `report.group.${name}`) : name;

  return (
    <Card.Root variant="outline" overflow="hidden">
      <CardBar
        headingLevel={headingLevel}
        title={<FormattedMessage {...reportMessages.title} />}
        actions={
          <>
            {reportUrl && general['Job-Done'] === true && (
              <Button asChild size="sm" colorPalette="teal">
                <a href={reportUrl} target="_blank" rel="noopener noreferrer">
                  <MdDownload />
                  <FormattedMessage {...reportMessages.downloadReport} />
                </a>
              </Button>
            )}
            <Tooltip content={toggleLabel}>
              <IconButton
                size="sm"
                variant="ghost"
                color="inherit"
                aria-label={toggleLabel}
                onClick={() => setOpen(isAllOpen ? [] : panels)}
              >
                {isAllOpen ? <MdUnfoldLess /> : <MdUnfoldMore />}
              </IconButton>
            </Tooltip>
          </>
        }
      />
      {report === null ? (
        <Text p="4">
          <FormattedMessage {...reportMessages.cannotLoad} />
        </Text>
      ) : (
        <>
          <ReportStoppedNotice general={general} />
          <ReportOutcomeNotices report={report} />
          <ReportMailNotice report={report} />
          <Accordion.Root
            multiple
            value={open}
            onValueChange={(details) => setOpen(details.value)}
            variant="enclosed"
          >
            <Accordion.Item value="status">
              <Accordion.ItemTrigger>
                <Span flex="1">
                  <FormattedMessage {...reportMessages.processState} />
                </Span>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <MetricGrid>
                    <MetricTile
                      icon={MdFilePresent}
                      colorPalette="yellow"
                      label={intl.formatMessage(reportMessages.linesRead)}
                      value={intl.formatNumber(metrics.linesRead)}
                    />
                    <MetricTile
                      icon={MdLibraryBooks}
                      colorPalette="green"
                      label={intl.formatMessage(reportMessages.ECsGenerated)}
                      value={intl.formatNumber(metrics.eventCount)}
                    />
                    <MetricTile
                      icon={MdTimer}
                      colorPalette="gray"
                      label={intl.formatMessage(reportMessages.treatmentDuration)}
                      value={
                        metrics.durationSeconds === null
                          ? metrics.duration
                          : formatJobDuration(intl, metrics.durationSeconds)
                      }
                    />
                    <MetricTile
                      icon={MdSpeed}
                      colorPalette="purple"
                      label={intl.formatMessage(reportMessages.logProcessingSpeed)}
                      value={
                        metrics.processSpeed === null
                          ? NO_VALUE
                          : intl.formatMessage(reportMessages.linesPerSecond, {
                              count: metrics.processSpeed,
                            })
                      }
                    />
                    <MetricTile
                      icon={MdSpeed}
                      colorPalette="blue"
                      label={intl.formatMessage(reportMessages.ECGenerationSpeed)}
                      value={
                        metrics.eventSpeed === null
                          ? NO_VALUE
                          : intl.formatMessage(reportMessages.eventsPerSecond, {
                              count: metrics.eventSpeed,
                            })
                      }
                    />
                    <MetricTile
                      icon={MdHexagon}
                      colorPalette="orange"
                      label={intl.formatMessage(reportMessages.recognizedPlatforms)}
                      value={intl.formatNumber(metrics.platforms)}
                    />
                    <MetricTile
                      icon={MdWeb}
                      colorPalette="cyan"
                      label={intl.formatMessage(reportMessages.HTMLConsultations)}
                      value={intl.formatNumber(metrics.htmlCount)}
                    />
                    <MetricTile
                      icon={MdPictureAsPdf}
                      colorPalette="red"
                      label={intl.formatMessage(reportMessages.PDFConsultations)}
                      value={intl.formatNumber(metrics.pdfCount)}
                    />
                  </MetricGrid>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
            <Accordion.Item value="charts">
              <Accordion.ItemTrigger>
                <Span flex="1">
                  <FormattedMessage {...reportMessages.charts} />
                </Span>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  {open.includes('charts') && (
                    <ReportCharts
                      report={report}
                      headingLevel={headingLevel === 'h1' ? 'h2' : 'h3'}
                    />
                  )}
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
            {groups.map((name) => (
              <Accordion.Item key={name} value={`group-${name}`}>
                <Accordion.ItemTrigger>
                  <Span flex="1">{groupTitle(name)}</Span>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody>
                    {name === 'rejets' ? (
                      <RejectsTable report={report} label={groupTitle(name)} />
                    ) : name === 'enrichment' ? (
                      <EnrichmentTable rows={split.enrichment} label={groupTitle(name)} />
                    ) : name === 'general' ? (
                      <ReportGroupTable
                        entries={split.general}
                        label={groupTitle(name)}
                        notices={notices}
                      />
                    ) : (
                      <ReportGroupTable
                        entries={report[name] ?? {}}
                        label={groupTitle(name)}
                        {...(name === 'alerts' ? { notices } : {})}
                      />
                    )}
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
            <Accordion.Item value="traces">
              <Accordion.ItemTrigger>
                <Span flex="1">
                  <FormattedMessage {...reportMessages.traces} />
                </Span>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  {logging.length === 0 ? (
                    <Box color="fg.muted">
                      <FormattedMessage {...reportMessages.noTraces} />
                    </Box>
                  ) : (
                    <LogsView
                      entries={logging}
                      maxHeight="500px"
                      label={intl.formatMessage(reportMessages.traces)}
                    />
                  )}
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          </Accordion.Root>
        </>
      )}
    </Card.Root>
  );
}
