import {
  CounterReportSchema,
  DashboardSchema,
  JobReportSchema,
  type CounterReport,
  type Dashboard,
  type DashboardQuery,
} from '@sillage/shared-types';
import { http, readHttpStatus } from '../../shared/http/http-client.js';

const jobPath = (jobId: string) => encodeURIComponent(jobId);

/** The browser's IANA zone (`Europe/Paris`): the dashboard counts hours as its reader lives them. */
const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The report fields the COUNTER view needs (`general.counter-report`, `counter-rows`). */
const CounterFlagSchema = JobReportSchema.pick({ general: true }).partial();

/** Why a job has no COUNTER report to show as tables. */
export type CounterMissing = 'not-counted' | 'not-finished' | 'too-large';

/**
 * Title rows the COUNTER view shows as tables: past them counter.json runs past 5 megabytes
 * and its tables to tens of thousands of lines, which a browser is slow to read and draw.
 */
export const COUNTER_VIEW_MAX_ROWS = 10_000;

/** URLs of a job's COUNTER files (downloads). */
export const counterFileUrl = (jobId: string, file: 'counter.json' | 'counter.csv') =>
  `/api/logs/${jobPath(jobId)}/${file}`;

/** Reads of one job's derived data: usage dashboard and COUNTER report. */
export const jobViewsApi = {
  /** `GET /api/jobs/{jobId}/dashboard`: the dashboard for these filters. */
  fetchDashboard: async (
    jobId: string,
    query: DashboardQuery,
    signal?: AbortSignal,
  ): Promise<Dashboard> => {
    const { data } = await http.get<unknown>(`/api/jobs/${jobPath(jobId)}/dashboard`, {
      params: { ...query, tz: viewerTimeZone() },
      // Aborting stops the server's count too (it reads the whole result for every filter).
      ...(signal === undefined ? {} : { signal }),
    });
    return DashboardSchema.parse(data);
  },
  /**
   * counter.json of a job, or why there is none: `not-finished` for a job that did not end done
   * (cancelled, failed, still running), `not-counted` for one run without COUNTER-Mode: r51,
   * `too-large` for one of more than COUNTER_VIEW_MAX_ROWS title rows (not read).
   */
  fetchCounter: async (jobId: string): Promise<CounterReport | CounterMissing> => {
    // The report says whether counter.json was written; asking for a missing one would log a 404.
    const { data: report } = await http.get<unknown>(`/api/logs/${jobPath(jobId)}/job-report.json`);
    const general = CounterFlagSchema.parse(report).general;
    if (!general?.['counter-report']) {
      return general?.['Job-Done'] === true ? 'not-counted' : 'not-finished';
    }
    if ((general['counter-rows'] ?? 0) > COUNTER_VIEW_MAX_ROWS) {
      return 'too-large';
    }
    try {
      const { data } = await http.get<unknown>(counterFileUrl(jobId, 'counter.json'));
      return CounterReportSchema.parse(data);
    } catch (error) {
      if (readHttpStatus(error) === 404) {
        return 'not-counted';
      }
      throw error;
    }
  },
};
