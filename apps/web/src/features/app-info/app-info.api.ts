import {
  AppInfoSchema,
  FeedbackStatusSchema,
  RepositoryStatusSchema,
  UsersCountSchema,
  type AppInfo,
  type RepositoryName,
  type RepositoryStatus,
} from '@sillage/shared-types';
import { http } from '../../shared/http/http-client.js';

/** Instance-wide information shown by the layouts. */
export const appInfoApi = {
  countUsers: async (): Promise<number> => {
    const { data } = await http.get<unknown>('/api/admin/usersnumber');
    return UsersCountSchema.parse(data);
  },
  fetchAppInfo: async (): Promise<AppInfo> => {
    const { data } = await http.get<unknown>('/api/info/app');
    return AppInfoSchema.parse(data);
  },
  fetchRepositoryStatus: async (repository: RepositoryName): Promise<RepositoryStatus> => {
    const { data } = await http.get<unknown>(`/api/admin/${repository}/status`);
    return RepositoryStatusSchema.parse(data);
  },
  /** The feedback recipient, or null when feedback is unavailable (501 or no address). */
  fetchFeedbackRecipient: async (): Promise<string | null> => {
    try {
      const { data } = await http.get<unknown>('/api/feedback/status');
      const { recipients } = FeedbackStatusSchema.parse(data);
      return recipients.length > 0 ? recipients.join(', ') : null;
    } catch {
      return null;
    }
  },
};
