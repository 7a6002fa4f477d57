import type { JobState, JobSummary } from '@sillage/shared-types';

/** What the jobs table can be narrowed by (days are `YYYY-MM-DD` from date inputs). */
export interface JobFilters {
  search: string;
  /** `''` = every state; `running` also covers queued jobs (both shown as "In process"). */
  state: '' | Exclude<JobState, 'queued'>;
  startDay: string;
  endDay: string;
}

export const NO_JOB_FILTERS: JobFilters = { search: '', state: '', startDay: '', endDay: '' };

/** The day `now` falls on in the browser's time zone, as an ISO day (`YYYY-MM-DD`). */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type ListedJob = Pick<JobSummary, 'jobId' | 'createdAt' | 'userId' | 'userEmail' | 'status'>;

/**
 * Whether the range ends before it starts: the page says so at the end field rather than
 * showing an empty list that reads as "no jobs then". ISO days compare as text.
 */
export function isDayRangeReversed(filters: Pick<JobFilters, 'startDay' | 'endDay'>): boolean {
  return filters.startDay !== '' && filters.endDay !== '' && filters.endDay < filters.startDay;
}

/**
 * Jobs matching the filters, newest first. Either end of the date range applies on its own (a
 * start alone: from that day on; an end alone: up to the end of that day), days are whole days
 * of the browser's time zone compared as dates, not as text, and a reversed range (see
 * isDayRangeReversed) narrows nothing while the page flags it. The search also reads
 * `shownText`: the words the table shows for a job (its translated state, the owner as named),
 * which the raw fields do not hold.
 */
export function filterJobs<Job extends ListedJob>(
  jobs: readonly Job[],
  filters: JobFilters,
  shownText: (job: Job) => string = () => '',
): Job[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  const isRangeUsable = !isDayRangeReversed(filters);
  const start =
    isRangeUsable && filters.startDay !== ''
      ? new Date(`${filters.startDay}T00:00:00`).getTime()
      : -Infinity;
  const end =
    isRangeUsable && filters.endDay !== ''
      ? new Date(`${filters.endDay}T23:59:59.999`).getTime()
      : Infinity;
  return jobs
    .filter((job) => {
      const time = new Date(job.createdAt).getTime();
      const matchesText =
        needle === '' ||
        `${job.userEmail ?? ''} ${job.userId ?? ''} ${job.jobId} ${job.status} ${shownText(job)}`
          .toLocaleLowerCase()
          .includes(needle);
      const matchesState =
        filters.state === '' ||
        job.status === filters.state ||
        (filters.state === 'running' && job.status === 'queued');
      const matchesDays = time >= start && time <= end;
      return matchesText && matchesState && matchesDays;
    })
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
}
