import type { AxiosResponse } from 'axios';
import { JobReportSchema } from '@sillage/shared-types';
import { toReportGroups, type ReportGroups } from '../../shared/ui/report-groups.js';
import type { LogEntry } from '../../shared/ui/log-entry.js';
import { http } from '../../shared/http/http-client.js';
import { computeUploadPercent } from './step-rules.js';
import { parseTraces } from './traces.js';

export interface UploadRequest {
  jobId: string;
  body: FormData | string;
  headers: Record<string, string>;
  signal: AbortSignal;
  onProgress: (percent: number) => void;
}

/** Job upload, cancellation and artefacts. */
export const processApi = {
  /** `PUT /{jobId}`: answers when the job ends (the body only holds keep-alive bytes). */
  uploadJob: (request: UploadRequest): Promise<AxiosResponse<unknown>> =>
    http.put(`/${request.jobId}`, request.body, {
      headers:
        typeof request.body === 'string'
          ? { ...request.headers, 'Content-Type': 'text/plain' }
          : request.headers,
      signal: request.signal,
      responseType: 'text',
      timeout: 0,
      onUploadProgress: (event) => {
        request.onProgress(computeUploadPercent(event.loaded, event.total));
      },
    }),
  /** `DELETE /api/jobs/{jobId}`: stops a job server-side. */
  cancelJob: async (jobId: string): Promise<void> => {
    await http.delete(`/api/jobs/${jobId}`);
  },
  fetchReport: async (jobId: string): Promise<ReportGroups> => {
    const { data } = await http.get<unknown>(
      `/api/logs/${encodeURIComponent(jobId)}/job-report.json`,
    );
    // A failed job's report may lack groups: every group is optional here.
    return toReportGroups(JobReportSchema.partial().parse(data));
  },
  fetchTraces: async (jobId: string): Promise<LogEntry[]> => {
    const { data } = await http.get<string>(
      `/api/logs/${encodeURIComponent(jobId)}/job-traces.log`,
      {
        responseType: 'text',
      },
    );
    return parseTraces(data);
  },
};
