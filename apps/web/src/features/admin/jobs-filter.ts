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

type ListedJob = Pick<JobSummary, 'jobId' | 'createdAt' | 'userId' | 'userEmail' | 'status'>;

/** Today as `YYYY-MM-DD` in the browser's time zone (the end a date range gets by default). */
export function todayAsDay(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Jobs matching the filters, newest first. The date range applies once a start day is set; its
 * end defaults to today (reference behaviour), and days are compared as dates, not as text. The
 * search also reads `shownText`: the words the table shows for a job (its translated state, the
 * owner as named), which the raw fields do not hold.
 */
export function filterJobs<Job extends ListedJob>(
  jobs: readonly Job[],
  filters: JobFilters,
  now: Date = new Date(),
  shownText: (job: Job) => string = () => '',
): Job[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  const start = filters.startDay ? new Date(`${filters.startDay}T00:00:00`).getTime() : null;
  const endDay = filters.endDay || todayAsDay(now);
  const end = start === null ? null : new Date(`${endDay}T23:59:59.999`).getTime();
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
      const matchesDays = start === null || end === null || (time >= start && time <= end);
      return matchesText && matchesState && matchesDays;
    })
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
}
