import {
  SessionUserSchema,
  type LoginBody,
  type RegisterBody,
  type SessionUser,
} from '@sillage/shared-types';
import { http } from '../../shared/http/http-client.js';

/** Calls of the sign-in flows; responses are parsed, so a contract drift fails loudly. */
export const authApi = {
  login: async (credentials: LoginBody): Promise<void> => {
    await http.post('/api/auth/login', credentials);
  },
  logout: async (): Promise<void> => {
    await http.post('/api/auth/logout');
  },
  fetchSession: async (): Promise<SessionUser> => {
    const { data } = await http.get<unknown>('/api/auth/session');
    return SessionUserSchema.parse(data);
  },
  register: async (body: RegisterBody): Promise<void> => {
    await http.post('/api/admin/register', body);
  },
  announceFreshInstall: async (mail: string): Promise<void> => {
    await http.post('/api/feedback/freshinstall', { mail });
  },
  /** The mail goes in the account's stored language, whoever asks. */
  requestPasswordReset: async (username: string): Promise<void> => {
    await http.post('/api/admin/passwords', { username });
  },
  /** Resolves while a mailed reset link still works; a 410 says why not. Never uses it. */
  checkResetLink: async (uuid: string): Promise<void> => {
    await http.get(`/api/admin/passwords/${encodeURIComponent(uuid)}`);
  },
  resetPassword: async (uuid: string, password: string, passwordConfirm: string): Promise<void> => {
    await http.put('/api/admin/passwords', { credentials: { password, passwordConfirm }, uuid });
  },
};
