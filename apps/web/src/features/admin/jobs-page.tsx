import {
  Badge,
  Field,
  HStack,
  IconButton,
  Input,
  Link,
  Menu,
  NativeSelect,
  Portal,
  Stack,
  Table,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import type { JobState, JobSummary } from '@sillage/shared-types';
import { useEffect, useRef, useState } from 'react';
import { MdCancel, MdCloudUpload, MdDeleteOutline, MdDownload, MdMoreVert } from 'react-icons/md';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { formatDateTime } from '../../shared/i18n/format-date.js';
import { PageCard } from '../../shared/ui/page-card.js';
import { SortableColumnHeader } from '../../shared/ui/sortable-column-header.js';
import { usePagination } from '../../shared/ui/table-pagination.js';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.js';
import { DateInput } from '../../shared/ui/date-input.js';
import { sortRows, toggleSort, type TableSort } from '../../shared/ui/table-sort.js';
import { EzmesureDialog } from '../ezmesure/ezmesure-dialog.js';
import { ezmesureMessages } from '../ezmesure/ezmesure.messages.js';
import { useEzmesureInstances } from '../ezmesure/use-ezmesure-instances.js';
import { selectRunningJobs } from '../live-events/socket.slice.js';
import { selectLocale } from '../locale/locale.slice.js';
import { describeJobCanceller, describeJobOutcome, isInProgress } from '../my-jobs/job-outcome.js';
import { myJobsMessages } from '../my-jobs/my-jobs.messages.js';
import { JobErrorHeadline } from '../process/job-error-notice.js';
import { processMessages } from '../process/process.messages.js';
import { LoadState } from './admin-list-state.js';
import { adminMessages } from './admin.messages.js';
import { adminActions, selectAdmin } from './admin.slice.js';
import {
  filterJobs,
  isDayRangeReversed,
  localDay,
  NO_JOB_FILTERS,
  type JobFilters,
} from './jobs-filter.js';
import { TableScrollArea } from '../../shared/ui/table-scroll-area.js';

const STATUS_STYLE: Record<JobState, { palette: string; label: MessageDescriptor }> = {
  completed: { palette: 'green', label: adminMessages.completed },
  abort: { palette: 'gray', label: adminMessages.abort },
  error: { palette: 'red', label: adminMessages.error },
  running: { palette: 'teal', label: adminMessages.started },
  queued: { palette: 'teal', label: adminMessages.started },
};

const STATE_CHOICES: { value: JobFilters['state']; label: MessageDescriptor }[] = [
  { value: '', label: adminMessages.allStates },
  { value: 'running', label: adminMessages.started },
  { value: 'completed', label: adminMessages.completed },
  { value: 'error', label: adminMessages.error },
  { value: 'abort', label: adminMessages.abort },
];

/**
 * Columns the jobs table sorts by (the reference's table let each be sorted; a job id has no
 * useful order).
 */
type JobColumn = 'user' | 'createdAt' | 'state';

/** The order of a newly sorted column: dates newest first, names from A. */
const firstDirectionOf = (column: JobColumn) =>
  column === 'createdAt' ? 'descending' : 'ascending';

/**
 * `/admin/jobs`: running count (live), history with search, state and date filters, sorting,
 * pages.
 */
export function JobsPage() {
  const intl = useIntl();
  // Below a wide screen the owner and date go under each job's id (see the table below): five
  // columns need about 750 px, which a laptop's 1024 px less the drawer does not have, and the
  // actions column would end up behind a horizontal scroll.
  const isCompact = useBreakpointValue({ base: true, xl: false }, { ssr: false }) ?? false;
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const { treatments, treatmentsStatus } = useAppSelector(selectAdmin);
  const running = useAppSelector(selectRunningJobs);
  const [chosen, setFilters] = useState<JobFilters>(NO_JOB_FILTERS);
  // The end day defaults to today (reference), worked out at each render so that a page left
  // open past midnight still lists new jobs; a day typed (or the field emptied) replaces it.
  const [endDay, setEndDay] = useState<string | undefined>(undefined);
  const filters: JobFilters = { ...chosen, endDay: endDay ?? localDay(new Date()) };
  const [ezmesureJobId, setEzmesureJobId] = useState<string | null>(null);
  const ezmesureInstances = useEzmesureInstances();
  const isEzmesureAvailable = (ezmesureInstances?.length ?? 0) > 0;
  const [cancelling, setCancelling] = useState<JobSummary | null>(null);
  const [deleting, setDeleting] = useState<JobSummary | null>(null);
  // Once the job asked to be deleted has left the list, the keyboard's place is the table: its row
  // and menu button, where focus was, are gone.
  const deletedJobId = useRef<string | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  useEffect(() => {
    const deleted = deletedJobId.current;
    if (deleted !== null && !treatments.some((job) => job.jobId === deleted)) {
      deletedJobId.current = null;
      tableRef.current?.focus();
    }
  }, [treatments]);
  const [sort, setSort] = useState<TableSort<JobColumn>>({
    column: 'createdAt',
    direction: 'descending',
  });

  useEffect(() => {
    dispatch(adminActions.jobsPageEntered());
    return () => {
      dispatch(adminActions.jobsPageLeft());
    };
  }, [dispatch]);

  const ownerNames: OwnerNames = {
    anonymous: intl.formatMessage(adminMessages.anonymous),
    deletedAccount: intl.formatMessage(adminMessages.deletedAccount),
  };
  const stateName = (job: JobSummary) => intl.formatMessage(STATUS_STYLE[job.status].label);
  // filterJobs lists newest first, which rows that compare equal keep.
  const shownText = (job: JobSummary) => `${stateName(job)} ${ownerLabel(job, ownerNames)}`;
  const shown = sortRows(filterJobs(treatments, filters, shownText), sort, {
    user: (a, b) => ownerLabel(a, ownerNames).localeCompare(ownerLabel(b, ownerNames), intl.locale),
    createdAt: (a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime(),
    state: (a, b) => stateName(a).localeCompare(stateName(b), intl.locale),
  });
  const handleSort = (column: JobColumn) =>
    setSort(toggleSort(sort, column, firstDirectionOf(column)));
  const isRangeReversed = isDayRangeReversed(filters);
  const page = usePagination(shown);
  return (
    <PageCard title={<FormattedMessage {...adminMessages.jobsTitle} />}>
      <Stack gap="4">
        <Text aria-live="polite" data-testid="running-jobs">
          <FormattedMessage
            {...adminMessages.currentProcess}
            values={{ count: running.length, b: (chunks) => <strong>{chunks}</strong> }}
          />
        </Text>
        <HStack gap="3" wrap="wrap" align="flex-start">
          <Field.Root maxW="xs">
            <Field.Label>
              <FormattedMessage {...commonMessages.search} />
            </Field.Label>
            <Input
              type="search"
              value={filters.search}
              onChange={(event) => setFilters({ ...chosen, search: event.target.value })}
            />
          </Field.Root>
          <Field.Root maxW="44">
            <Field.Label>
              <FormattedMessage {...adminMessages.state} />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={filters.state}
                onChange={(event) =>
                  setFilters({ ...chosen, state: event.target.value as JobFilters['state'] })
                }
              >
                {STATE_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {intl.formatMessage(choice.label)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root maxW="44">
            <Field.Label>
              <FormattedMessage {...adminMessages.startDate} />
            </Field.Label>
            <DateInput
              value={filters.startDay}
              onChange={(day) => setFilters({ ...chosen, startDay: day })}
            />
          </Field.Root>
          <Field.Root maxW="44" invalid={isRangeReversed}>
            <Field.Label>
              <FormattedMessage {...adminMessages.endDate} />
            </Field.Label>
            <DateInput value={filters.endDay} onChange={setEndDay} />
            <Field.ErrorText>
              <FormattedMessage {...adminMessages.endBeforeStart} />
            </Field.ErrorText>
          </Field.Root>
        </HStack>
        <LoadState
          status={treatmentsStatus}
          loading={adminMessages.loadingJobs}
          failed={adminMessages.jobsLoadFailed}
          onRetry={() => dispatch(adminActions.treatmentsRetryRequested())}
        >
          {shown.length === 0 ? (
            <Text color="fg.muted">
              <FormattedMessage
                {...(treatments.length === 0 ? adminMessages.noJobs : adminMessages.noJobFound)}
              />
            </Text>
          ) : (
            <Stack gap="2">
              <TableScrollArea>
                <Table.Root
                  ref={tableRef}
                  tabIndex={-1}
                  size="sm"
                  aria-label={intl.formatMessage(adminMessages.jobsTitle)}
                >
                  <Table.Header>
                    <Table.Row>
                      {!isCompact && (
                        <SortableColumnHeader
                          column="user"
                          label={intl.formatMessage(adminMessages.userId)}
                          sort={sort}
                          onSort={handleSort}
                        />
                      )}
                      <Table.ColumnHeader>
                        {intl.formatMessage(adminMessages.jobId)}
                      </Table.ColumnHeader>
                      {!isCompact && (
                        <SortableColumnHeader
                          column="createdAt"
                          label={intl.formatMessage(adminMessages.createdAt)}
                          sort={sort}
                          onSort={handleSort}
                        />
                      )}
                      <SortableColumnHeader
                        column="state"
                        label={intl.formatMessage(adminMessages.state)}
                        sort={sort}
                        onSort={handleSort}
                      />
                      <Table.ColumnHeader textAlign="end">
                        {intl.formatMessage(commonMessages.actions)}
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {page.rows.map((job) => {
                      // A closed connection is no one's cancel: it is named, with its reason; an
                      // upload still coming in is named too (no worker has it yet).
                      const outcome = describeJobOutcome(job);
                      const canceller = describeJobCanceller(job, false);
                      const style =
                        outcome.reason === null && job.uploading !== true
                          ? STATUS_STYLE[job.status]
                          : outcome;
                      const owner = ownerLabel(job, ownerNames);
                      const createdAt = formatDateTime(job.createdAt, locale);
                      return (
                        <Table.Row key={job.jobId}>
                          {!isCompact && <Table.Cell>{owner}</Table.Cell>}
                          <Table.Cell fontFamily="mono" fontSize="xs">
                            {/* On a phone the id is cut short and the owner and date go under it,
                              so that the state and the actions stay on screen. */}
                            <Link
                              asChild
                              colorPalette="teal"
                              {...(isCompact && { display: 'block', truncate: true, maxW: '36' })}
                            >
                              <RouterLink to={`/report/${job.jobId}`} target="_blank">
                                {job.jobId}
                              </RouterLink>
                            </Link>
                            {isCompact && (
                              <Stack gap="0" fontFamily="body" color="fg.muted">
                                <Text truncate maxW="36">
                                  {owner}
                                </Text>
                                <Text>{createdAt}</Text>
                              </Stack>
                            )}
                          </Table.Cell>
                          {!isCompact && <Table.Cell whiteSpace="nowrap">{createdAt}</Table.Cell>}
                          {/* Outcome sentences wrap within the cell rather than run under the
                            actions column; on a phone they take no more width than the cell
                            has. */}
                          <Table.Cell whiteSpace="normal">
                            <Badge colorPalette={style.palette}>
                              {intl.formatMessage(style.label)}
                            </Badge>
                            {outcome.reason !== null && (
                              <Text
                                textStyle="xs"
                                color="fg.muted"
                                minW={{ base: '0', md: '40' }}
                                maxW="60"
                              >
                                {intl.formatMessage(outcome.reason)}
                              </Text>
                            )}
                            {canceller !== null && (
                              // An e-mail address has no space to wrap at: it breaks anywhere.
                              <Text
                                textStyle="xs"
                                color="fg.muted"
                                minW={{ base: '0', md: '40' }}
                                maxW="60"
                                overflowWrap="anywhere"
                              >
                                {intl.formatMessage(canceller.message, canceller.values)}
                              </Text>
                            )}
                            {job.status === 'error' && (
                              <Text
                                textStyle="xs"
                                color="fg.error"
                                minW={{ base: '0', md: '40' }}
                                maxW="60"
                              >
                                <JobErrorHeadline code={job.errorCode} reason={job.errorReason} />
                              </Text>
                            )}
                          </Table.Cell>
                          <Table.Cell textAlign="end">
                            <JobMenu
                              job={job}
                              onSendToEzmesure={isEzmesureAvailable ? setEzmesureJobId : undefined}
                              onCancel={setCancelling}
                              onDelete={setDeleting}
                            />
                          </Table.Cell>
                        </Table.Row>
                      );
                    })}
                  </Table.Body>
                </Table.Root>
              </TableScrollArea>
              {page.footer}
            </Stack>
          )}
        </LoadState>
      </Stack>
      {ezmesureJobId !== null && (
        <EzmesureDialog
          instances={ezmesureInstances}
          jobId={ezmesureJobId}
          onClose={() => setEzmesureJobId(null)}
        />
      )}
      {cancelling !== null && (
        <CancelJobDialog
          job={cancelling}
          owner={ownerLabel(cancelling, ownerNames)}
          onClose={() => setCancelling(null)}
        />
      )}
      {deleting !== null && (
        <ConfirmDialog
          title={<FormattedMessage {...myJobsMessages.deleteTitle} />}
          cancelLabel={<FormattedMessage {...myJobsMessages.keep} />}
          confirmLabel={<FormattedMessage {...adminMessages.deleteJob} />}
          onConfirm={() => {
            deletedJobId.current = deleting.jobId;
            dispatch(adminActions.jobDeleteRequested(deleting.jobId));
          }}
          onClose={() => setDeleting(null)}
        >
          <FormattedMessage
            {...adminMessages.confirmDelete}
            values={{
              id: deleting.jobId,
              owner: ownerLabel(deleting, ownerNames),
              b: (chunks) => <strong>{chunks}</strong>,
            }}
          />
        </ConfirmDialog>
      )}
    </PageCard>
  );
}

/** The words for a job without a known owner. */
interface OwnerNames {
  anonymous: string;
  deletedAccount: string;
}

/**
 * The owner as people know them: their e-mail; "Deleted account" for one deleted since (the row
 * then has no owner), "Anonymous" for a job sent without credentials.
 */
function ownerLabel(
  job: Pick<JobSummary, 'userId' | 'userEmail' | 'ownerDeleted'>,
  names: OwnerNames,
): string {
  if ((job.userId ?? '') === '') {
    return job.ownerDeleted === true ? names.deletedAccount : names.anonymous;
  }
  return job.userEmail ?? job.userId ?? names.anonymous;
}

/**
 * A job's actions by its state: a cancel for one in progress; a delete for an ended one, after a
 * completed one's result (download, and ezMESURE when the server has a target) when it is kept. A
 * failed or cancelled job has no result: its report is behind its id's link.
 */
function JobMenu({
  job,
  onSendToEzmesure,
  onCancel,
  onDelete,
}: {
  job: JobSummary;
  /** Absent when the server has no ezMESURE target. */
  onSendToEzmesure: ((jobId: string) => void) | undefined;
  onCancel: (job: JobSummary) => void;
  onDelete: (job: JobSummary) => void;
}) {
  const intl = useIntl();
  const { jobId } = job;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={intl.formatMessage(adminMessages.jobActions, { id: jobId })}
        >
          <MdMoreVert />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {isInProgress(job) ? (
              <Menu.Item value="cancel" color="fg.error" onClick={() => onCancel(job)}>
                <MdCancel />
                <FormattedMessage {...adminMessages.cancelJob} />
              </Menu.Item>
            ) : (
              <>
                {job.status === 'completed' && job.resultKept && (
                  <>
                    <Menu.Item value="download" asChild>
                      <a href={`/${jobId}`} target="_blank" rel="noopener noreferrer">
                        <MdDownload />
                        <FormattedMessage {...processMessages.downloadResult} />
                      </a>
                    </Menu.Item>
                    {onSendToEzmesure && (
                      <Menu.Item value="ezmesure" onClick={() => onSendToEzmesure(jobId)}>
                        <MdCloudUpload />
                        <FormattedMessage {...ezmesureMessages.title} />
                      </Menu.Item>
                    )}
                  </>
                )}
                <Menu.Item value="delete" color="fg.error" onClick={() => onDelete(job)}>
                  <MdDeleteOutline />
                  <FormattedMessage {...adminMessages.deleteJob} />
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Confirms the cancel of someone's job (it cannot be undone: the job ends as cancelled). */
function CancelJobDialog({
  job,
  owner,
  onClose,
}: {
  job: JobSummary;
  owner: string;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  return (
    <ConfirmDialog
      title={<FormattedMessage {...adminMessages.cancellingJob} />}
      cancelLabel={<FormattedMessage {...adminMessages.keepRunning} />}
      confirmLabel={<FormattedMessage {...adminMessages.cancelJob} />}
      onConfirm={() => dispatch(adminActions.jobCancelRequested(job.jobId))}
      onClose={onClose}
    >
      <FormattedMessage
        {...adminMessages.confirmCancel}
        values={{ id: job.jobId, owner, b: (chunks) => <strong>{chunks}</strong> }}
      />
    </ConfirmDialog>
  );
}
