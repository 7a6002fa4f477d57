import {
  CounterReportSchema,
  DashboardSchema,
  type CounterReport,
  type Dashboard,
  type DashboardQuery,
} from '@sillage/shared-types';
import { http, readHttpStatus } from '../../shared/http/http-client.js';

const jobPath = (jobId: string) => encodeURIComponent(jobId);

/** URLs of a job's COUNTER files (downloads). */
export const counterFileUrl = (jobId: string, file: 'counter.json' | 'counter.csv') =>
  `/api/logs/${jobPath(jobId)}/${file}`;

/** Reads of one job's derived data: usage dashboard and COUNTER report. */
export const jobViewsApi = {
  /** `GET /api/jobs/{jobId}/dashboard`: the dashboard for these filters. */
  fetchDashboard: async (jobId: string, query: DashboardQuery): Promise<Dashboard> => {
    const { data } = await http.get<unknown>(`/api/jobs/${jobPath(jobId)}/dashboard`, {
      params: query,
    });
    return DashboardSchema.parse(data);
  },
  /** Whether the job has COUNTER tables (a HEAD of `counter.json`: 404 means no). */
  hasCounter: async (jobId: string): Promise<boolean> => {
    try {
      await http.head(counterFileUrl(jobId, 'counter.json'));
      return true;
    } catch (error) {
      if (readHttpStatus(error) === 404) {
        return false;
      }
      throw error;
    }
  },
  /** `counter.json` of the job; null when the job was not run in COUNTER R5.1 mode (404). */
  fetchCounter: async (jobId: string): Promise<CounterReport | null> => {
    try {
      const { data } = await http.get<unknown>(counterFileUrl(jobId, 'counter.json'));
      return CounterReportSchema.parse(data);
    } catch (error) {
      if (readHttpStatus(error) === 404) {
        return null;
      }
      throw error;
    }
  },
};
