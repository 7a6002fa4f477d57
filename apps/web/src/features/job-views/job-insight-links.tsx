import { Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MdBarChart, MdDescription, MdFilterAlt, MdTableChart } from 'react-icons/md';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { formatMessageById } from '../../shared/i18n/format-message-by-id.js';
import type { ReportGroups } from '../../shared/ui/report-groups.js';
import { formatSetAsideShare, readJobInsights } from './job-insights.js';
import { jobViewsMessages } from './job-views.messages.js';

/** A reject reason inside a sentence ("mostly unknown domains"); the labels start upper-case. */
function lowerFirst(text: string, locale: string): string {
  return text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);
}

function InsightCard({
  to,
  icon,
  title,
  children,
}: {
  to: string;
  icon: ReactNode;
  title: MessageDescriptor;
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <Stack gap="1">
          <Heading as="h3" size="sm">
            <Link asChild colorPalette="teal" fontWeight="semibold">
              <RouterLink to={to}>
                {icon}
                <FormattedMessage {...title} />
              </RouterLink>
            </Link>
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {children}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Step 3 of a finished job: one card per view of the job (report, dashboard, COUNTER tables,
 * reject explorer), each with a one-line summary taken from the report, so the views are found.
 */
export function JobInsightLinks({
  jobId,
  report,
  hasCounter,
}: {
  jobId: string;
  report: ReportGroups;
  /** Whether the job has COUNTER tables (`counter.json`); null while that is not known. */
  hasCounter: boolean | null;
}) {
  const intl = useIntl();
  const insights = readJobInsights(report);
  const base = `/report/${encodeURIComponent(jobId)}`;
  return (
    <Stack as="section" gap="2" aria-label={intl.formatMessage(jobViewsMessages.insights)}>
      <Heading as="h2" size="md">
        <FormattedMessage {...jobViewsMessages.insights} />
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" data-testid="job-insights">
        <InsightCard
          to={base}
          icon={<MdDescription aria-hidden="true" />}
          title={jobViewsMessages.report}
        >
          <FormattedMessage
            {...jobViewsMessages.reportSummary}
            values={{ lines: insights.linesInput }}
          />
        </InsightCard>
        <InsightCard
          to={`${base}/dashboard`}
          icon={<MdBarChart aria-hidden="true" />}
          title={jobViewsMessages.dashboard}
        >
          {insights.events === 0 ? (
            <FormattedMessage {...jobViewsMessages.dashboardEmpty} />
          ) : (
            <FormattedMessage
              {...jobViewsMessages.dashboardSummary}
              values={{ events: insights.events, platforms: insights.platforms }}
            />
          )}
        </InsightCard>
        <InsightCard
          to={`${base}/counter`}
          icon={<MdTableChart aria-hidden="true" />}
          title={jobViewsMessages.counter}
        >
          {hasCounter === false ? (
            <FormattedMessage {...jobViewsMessages.counterMissing} />
          ) : (
            <FormattedMessage {...jobViewsMessages.counterSummary} />
          )}
        </InsightCard>
        <InsightCard
          to={`${base}/rejects`}
          icon={<MdFilterAlt aria-hidden="true" />}
          title={jobViewsMessages.rejects}
        >
          {insights.topReason === null ? (
            <FormattedMessage {...jobViewsMessages.rejectsNone} />
          ) : (
            <FormattedMessage
              {...jobViewsMessages.rejectsSummary}
              values={{
                rate: formatSetAsideShare(intl, insights.rejectedLines, insights.linesInput),
                count: insights.topReason.count,
                reason: lowerFirst(
                  formatMessageById(intl, `report.rejects.${insights.topReason.counter}`),
                  intl.locale,
                ),
              }}
            />
          )}
        </InsightCard>
      </SimpleGrid>
    </Stack>
  );
}
