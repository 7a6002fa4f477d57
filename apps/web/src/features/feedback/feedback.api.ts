import { JobSummaryListSchema, type JobSummary } from '@sillage/shared-types';
import { http } from '../../shared/http/http-client.js';

/** Body of `POST /api/feedback` (spec §3). */
export interface FeedbackPayload {
  mail: string;
  comment: string;
  browser: string | null;
  jobID: string | null;
}

/** Feedback calls. */
export const feedbackApi = {
  send: async (payload: FeedbackPayload): Promise<void> => {
    await http.post('/api/feedback', payload);
  },
  fetchUserTreatments: async (username: string): Promise<JobSummary[]> => {
    const { data } = await http.get<unknown>(`/api/jobs/${encodeURIComponent(username)}`);
    return JobSummaryListSchema.parse(data);
  },
};
