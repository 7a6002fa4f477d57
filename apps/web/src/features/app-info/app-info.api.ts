import { AppInfoSchema, FeedbackStatusSchema, type AppInfo } from '@sillage/shared-types';
import {
  PkbStatusSchema,
  RepositoryStatusSchema,
  type PkbStatus,
  type Repository,
  type RepositoryStatus,
} from '../../shared/contracts/status.contract.js';
import { UserCountSchema } from '../../shared/contracts/auth.contract.js';
import { http } from '../../shared/http/http-client.js';

/** Instance-wide information shown by the layouts. */
export const appInfoApi = {
  countUsers: async (): Promise<number> => {
    const { data } = await http.get<unknown>('/api/admin/usersnumber');
    return UserCountSchema.parse(data);
  },
  fetchAppInfo: async (): Promise<AppInfo> => {
    const { data } = await http.get<unknown>('/api/info/app');
    return AppInfoSchema.parse(data);
  },
  fetchPkbStatus: async (): Promise<PkbStatus> => {
    const { data } = await http.get<unknown>('/castor/status');
    return PkbStatusSchema.parse(data);
  },
  fetchRepositoryStatus: async (repository: Repository): Promise<RepositoryStatus> => {
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
