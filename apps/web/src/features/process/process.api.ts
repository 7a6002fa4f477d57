import type { AxiosResponse } from 'axios';
import {
  JobReportSchema,
  type JobReport,
  type LogEntry,
} from '../../shared/contracts/live-events.contract.js';
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
  fetchReport: async (jobId: string): Promise<JobReport> => {
    const { data } = await http.get<unknown>(
      `/api/logs/${encodeURIComponent(jobId)}/job-report.json`,
    );
    return JobReportSchema.parse(data);
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
