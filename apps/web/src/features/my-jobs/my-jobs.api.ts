import { DeleteJobDataResponseSchema, MyJobsSchema, type MyJobs } from '@sillage/shared-types';
import { http } from '../../shared/http/http-client.js';

/** `GET /api/jobs/mine`: the signed-in user's jobs and the retention that removes them. */
export async function fetchMyJobs(): Promise<MyJobs> {
  const { data } = await http.get<unknown>('/api/jobs/mine');
  return MyJobsSchema.parse(data);
}

/** `DELETE /api/jobs/{jobId}/data`: an ended job's files, report and row, deleted now. */
export async function deleteJobData(jobId: string): Promise<void> {
  const { data } = await http.delete<unknown>(`/api/jobs/${encodeURIComponent(jobId)}/data`);
  DeleteJobDataResponseSchema.parse(data);
}

/** `DELETE /api/jobs/{jobId}`: stops a queued or running job, which ends as cancelled. */
export async function cancelJob(jobId: string): Promise<void> {
  await http.delete(`/api/jobs/${encodeURIComponent(jobId)}`);
}
