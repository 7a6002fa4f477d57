import { Badge, Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { JobState, MyJob } from '@sillage/shared-types';
import { MdCloudUpload } from 'react-icons/md';
import { FormattedMessage, FormattedNumber, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../app/hooks.js';
import { formatDateTime } from '../../shared/i18n/format-date.js';
import { PageCard } from '../../shared/ui/page-card.js';
import { DataStates } from './data-states.js';
import { selectLocale } from '../locale/locale.slice.js';
import { JobErrorHeadline } from '../process/job-error-notice.js';
import { useJobData } from '../job-views/use-job-data.js';
import { formatDuration, jobDurationSeconds } from './job-duration.js';
import { fetchMyJobs } from './my-jobs.api.js';
import { myJobsMessages } from './my-jobs.messages.js';

const STATUS_STYLE: Record<JobState, { palette: string; label: MessageDescriptor }> = {
  completed: { palette: 'green', label: myJobsMessages.completed },
  error: { palette: 'red', label: myJobsMessages.error },
  abort: { palette: 'gray', label: myJobsMessages.abort },
  running: { palette: 'teal', label: myJobsMessages.running },
  queued: { palette: 'teal', label: myJobsMessages.queued },
};

/** The views of one job, each link named with the job's date for screen readers. */
function JobLinks({ job, date }: { job: MyJob; date: string }) {
  const intl = useIntl();
  const base = `/report/${encodeURIComponent(job.jobId)}`;
  const views: { to: string; label: MessageDescriptor; isFile?: boolean }[] =
    job.status === 'completed'
      ? [
          { to: base, label: myJobsMessages.report },
          { to: `/${encodeURIComponent(job.jobId)}`, label: myJobsMessages.result, isFile: true },
          { to: `${base}/dashboard`, label: myJobsMessages.dashboard },
          { to: `${base}/counter`, label: myJobsMessages.counter },
          { to: `${base}/rejects`, label: myJobsMessages.rejects },
        ]
      : job.status === 'error'
        ? [{ to: base, label: myJobsMessages.report }]
        : [];
  return (
    <HStack gap="3" wrap="wrap">
      {views.map(({ to, label, isFile }) => {
        const text = intl.formatMessage(label);
        const name = intl.formatMessage(myJobsMessages.linkLabel, { view: text, date });
        return isFile ? (
          <Link key={to} href={to} colorPalette="teal" aria-label={name}>
            {text}
          </Link>
        ) : (
          <Link key={to} asChild colorPalette="teal">
            <RouterLink to={to} aria-label={name}>
              {text}
            </RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}

function JobRow({ job }: { job: MyJob }) {
  const locale = useAppSelector(selectLocale);
  const date = formatDateTime(job.createdAt, locale);
  const duration = jobDurationSeconds(job.startedAt, job.endedAt);
  const style = STATUS_STYLE[job.status];
  return (
    <Table.Row data-job-id={job.jobId}>
      <Table.Cell whiteSpace="nowrap">{date}</Table.Cell>
      <Table.Cell maxW="xs" wordBreak="break-word">
        {job.files.length > 0 ? (
          job.files.join(', ')
        ) : (
          <FormattedMessage {...myJobsMessages.noFiles} />
        )}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <FormattedNumber value={job.linesInput} />
      </Table.Cell>
      <Table.Cell textAlign="end">
        <FormattedNumber value={job.events} />
      </Table.Cell>
      <Table.Cell textAlign="end">
        {job.linesInput > 0 ? (
          <FormattedNumber
            value={job.rejectedLines / job.linesInput}
            style="percent"
            maximumFractionDigits={1}
          />
        ) : (
          '–'
        )}
      </Table.Cell>
      <Table.Cell>
        <Stack gap="1">
          <Badge colorPalette={style.palette} alignSelf="flex-start">
            <FormattedMessage {...style.label} />
          </Badge>
          {job.status === 'error' && (
            <Text textStyle="xs">
              <JobErrorHeadline code={job.errorCode} />
            </Text>
          )}
        </Stack>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {duration === null ? '–' : formatDuration(duration)}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(job.expiresAt, locale)}</Table.Cell>
      <Table.Cell>
        <JobLinks job={job} date={date} />
      </Table.Cell>
    </Table.Row>
  );
}

const COLUMNS: { label: MessageDescriptor; isNumeric?: boolean }[] = [
  { label: myJobsMessages.date },
  { label: myJobsMessages.files },
  { label: myJobsMessages.lines, isNumeric: true },
  { label: myJobsMessages.events, isNumeric: true },
  { label: myJobsMessages.rejected, isNumeric: true },
  { label: myJobsMessages.status },
  { label: myJobsMessages.duration },
  { label: myJobsMessages.keptUntil },
  { label: myJobsMessages.views },
];

/** `/jobs` ("Mes traitements"): the signed-in user's jobs, with links to each view, until retention. */
export function MyJobsPage() {
  const intl = useIntl();
  const data = useJobData('mine', fetchMyJobs);
  return (
    <PageCard
      title={<FormattedMessage {...myJobsMessages.title} />}
      actions={
        <Button asChild size="sm" variant="ghost" color="inherit">
          <RouterLink to="/process">
            <MdCloudUpload />
            <FormattedMessage {...myJobsMessages.newProcess} />
          </RouterLink>
        </Button>
      }
    >
      <DataStates data={data}>
        {({ retentionHours, jobs }) => (
          <Stack gap="4">
            <Text>
              <FormattedMessage {...myJobsMessages.retention} values={{ hours: retentionHours }} />
            </Text>
            {jobs.length === 0 ? (
              <Text color="fg.muted">
                <FormattedMessage {...myJobsMessages.none} />
              </Text>
            ) : (
              <Table.ScrollArea borderWidth="1px" rounded="md">
                <Table.Root size="sm" aria-label={intl.formatMessage(myJobsMessages.table)}>
                  <Table.Header>
                    <Table.Row>
                      {COLUMNS.map(({ label, isNumeric }) => (
                        <Table.ColumnHeader
                          key={label.id}
                          textAlign={isNumeric ? 'end' : undefined}
                        >
                          <FormattedMessage {...label} />
                        </Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {jobs.map((job) => (
                      <JobRow key={job.jobId} job={job} />
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </Stack>
        )}
      </DataStates>
    </PageCard>
  );
}
