import { MyJobsSchema, type MyJobs } from '@sillage/shared-types';
import { http } from '../../shared/http/http-client.js';

/** `GET /api/jobs/mine`: the signed-in user's jobs and the retention that removes them. */
export async function fetchMyJobs(): Promise<MyJobs> {
  const { data } = await http.get<unknown>('/api/jobs/mine');
  return MyJobsSchema.parse(data);
}
