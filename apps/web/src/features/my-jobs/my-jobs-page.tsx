import { Badge, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { MyJob } from '@sillage/shared-types';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { MdCloudUpload } from 'react-icons/md';
import { FormattedMessage, FormattedNumber, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../app/hooks.js';
import { formatDateTime } from '../../shared/i18n/format-date.js';
import { formatJobDuration, jobDurationSeconds } from '../../shared/i18n/format-job-duration.js';
import { PageCard } from '../../shared/ui/page-card.js';
import { paginateWith, usePageChoice, type PageChoice } from '../../shared/ui/table-pagination.js';
import { DataStates } from '../job-views/data-states.js';
import { formatSetAsideShare } from '../job-views/job-insights.js';
import { selectLocale } from '../locale/locale.slice.js';
import { JobErrorHeadline } from '../process/job-error-notice.js';
import { OutcomeNotices } from '../report/outcome-notices.js';
import { useJobData } from '../job-views/use-job-data.js';
import { describeJobCanceller, describeJobOutcome, isInProgress } from './job-outcome.js';
import { listJobLinks } from './job-links.js';
import { CancelJobButton, DeleteJobButton } from './job-action-buttons.js';
import { fetchMyJobs } from './my-jobs.api.js';
import { myJobsMessages } from './my-jobs.messages.js';
import { NO_VALUE } from '../../shared/ui/no-value.js';

/** How often the list is read again while a job of it is queued, uploading or running. */
export const IN_PROGRESS_REFRESH_MS = 5000;

/** Shown for a figure a job does not have yet (no text to translate). */
const SPACE = ' ';

/** The views of one job, each link named with the job's date for screen readers. */
function JobLinks({ job, date }: { job: MyJob; date: string }) {
  const intl = useIntl();
  const views = listJobLinks(job);
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

/** One labelled figure of a job ("Lines: 283"). */
function Figure({ label, children }: { label: MessageDescriptor; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Text as="span" whiteSpace="nowrap">
      <Text as="span" color="fg.muted">
        {intl.formatMessage(myJobsMessages.figureLabel, { label: intl.formatMessage(label) })}
      </Text>
      {SPACE}
      {children}
    </Text>
  );
}

/** A job as a card: date and status, files, figures, how long it is kept, and its views. */
function JobCard({ job, onSettled }: { job: MyJob; onSettled: () => void }) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const date = formatDateTime(job.createdAt, locale);
  const duration = jobDurationSeconds(job);
  const outcome = describeJobOutcome(job);
  const canceller = describeJobCanceller(job, true);
  return (
    <Card.Root as="li" variant="outline" size="sm" data-job-id={job.jobId}>
      <Card.Body>
        <Stack gap="2">
          <HStack gap="3" wrap="wrap">
            <Text fontWeight="semibold">{date}</Text>
            <Badge colorPalette={outcome.palette}>
              <FormattedMessage {...outcome.label} />
            </Badge>
            {job.status === 'running' && (job.readPercent ?? null) !== null && (
              // How far the job had read its inputs when the list was loaded (ADR 0092).
              <Text textStyle="sm" data-testid="job-read-share">
                <FormattedMessage
                  {...myJobsMessages.readShare}
                  values={{ percent: job.readPercent }}
                />
              </Text>
            )}
            {job.status === 'error' && (
              <Text textStyle="sm" color="fg.error">
                <JobErrorHeadline code={job.errorCode} reason={job.errorReason} />
              </Text>
            )}
            {outcome.reason !== null && (
              <Text textStyle="sm" color="fg.warning" data-testid="job-stop-reason">
                <FormattedMessage {...outcome.reason} />
              </Text>
            )}
            {canceller !== null && (
              <Text textStyle="sm" color="fg.muted" data-testid="job-cancelled-by">
                <FormattedMessage {...canceller.message} values={canceller.values} />
              </Text>
            )}
          </HStack>
          <Text wordBreak="break-word">
            {job.files.length > 0 ? (
              job.files.join(', ')
            ) : (
              <FormattedMessage {...myJobsMessages.noFiles} />
            )}
          </Text>
          <HStack gap="4" rowGap="1" wrap="wrap" textStyle="sm">
            <Figure label={myJobsMessages.lines}>
              <FormattedNumber value={job.linesInput} />
            </Figure>
            <Figure label={myJobsMessages.events}>
              <FormattedNumber value={job.events} />
            </Figure>
            <Figure label={myJobsMessages.rejected}>
              {job.linesInput > 0
                ? formatSetAsideShare(intl, job.rejectedLines + job.deniedEvents, job.linesInput)
                : NO_VALUE}
            </Figure>
            <Figure label={myJobsMessages.duration}>
              {duration === null ? NO_VALUE : formatJobDuration(intl, duration)}
            </Figure>
            <Figure label={myJobsMessages.keptUntil}>
              {formatDateTime(job.expiresAt, locale)}
            </Figure>
          </HStack>
          <OutcomeNotices notices={job.outcomeNotices ?? []} />
          <HStack gap="3" wrap="wrap" justify="space-between">
            <JobLinks job={job} date={date} />
            {isInProgress(job) ? (
              <CancelJobButton job={job} date={date} onSettled={onSettled} />
            ) : (
              <DeleteJobButton job={job} date={date} onSettled={onSettled} />
            )}
          </HStack>
          {job.status === 'completed' && !job.resultKept && (
            <Text textStyle="sm" color="fg.muted" data-testid="job-result-not-kept">
              <FormattedMessage {...myJobsMessages.resultNotKept} />
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The job cards a page at a time (a heavy user keeps hundreds within the retention time). */
function JobCardList({
  jobs,
  pageChoice,
  listRef,
  onSettled,
}: {
  jobs: readonly MyJob[];
  pageChoice: PageChoice;
  listRef: (node: HTMLElement | null) => void;
  onSettled: () => void;
}) {
  const intl = useIntl();
  const page = paginateWith(jobs, pageChoice);
  return (
    <Stack gap="3">
      <Stack
        as="ul"
        gap="3"
        listStyleType="none"
        aria-label={intl.formatMessage(myJobsMessages.table)}
        ref={listRef}
        tabIndex={-1}
      >
        {page.rows.map((job) => (
          <JobCard key={job.jobId} job={job} onSettled={onSettled} />
        ))}
      </Stack>
      {page.footer}
    </Stack>
  );
}

/** `/jobs` ("Mes traitements"): the signed-in user's jobs, with links to each view, until retention. */
export function MyJobsPage() {
  const data = useJobData('mine', fetchMyJobs);
  // Held here: the list is loaded again after a delete, and the reader stays on their page.
  const pageChoice = usePageChoice();
  const { reload, refresh } = data;
  // While a job is under way its card follows it (state, share read, then its views), quietly.
  const jobs = data.status === 'ready' ? data.data.jobs : null;
  useEffect(() => {
    if (!jobs?.some(isInProgress)) return;
    const timer = setTimeout(refresh, IN_PROGRESS_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [jobs, refresh]);
  // After a delete the list is loaded again, and the deleted card (where focus was) is gone: the
  // keyboard's place is then the list, not the start of the page.
  const isRefocusing = useRef(false);
  const afterDelete = useCallback(() => {
    isRefocusing.current = true;
    reload();
  }, [reload]);
  const focusOnceLoaded = useCallback((node: HTMLElement | null) => {
    if (node !== null && isRefocusing.current) {
      isRefocusing.current = false;
      node.focus();
    }
  }, []);
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
              <Text color="fg.muted" ref={focusOnceLoaded} tabIndex={-1}>
                <FormattedMessage {...myJobsMessages.none} />
              </Text>
            ) : (
              <JobCardList
                jobs={jobs}
                pageChoice={pageChoice}
                listRef={focusOnceLoaded}
                onSettled={afterDelete}
              />
            )}
          </Stack>
        )}
      </DataStates>
    </PageCard>
  );
}
