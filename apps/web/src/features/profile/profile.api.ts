import type { MailLocale } from '@sillage/shared-types';
import { http } from '../../shared/http/http-client.js';

/** `POST /api/admin/profile` sections (reference body shapes). */
export const profileApi = {
  setNotifications: async (username: string, notifiate: boolean): Promise<void> => {
    await http.post('/api/admin/profile', {
      user: { username },
      section: 'notifications',
      notifiate,
    });
  },
  /** The interface language just chosen: the account's mails follow it. */
  setLocale: async (locale: MailLocale): Promise<void> => {
    await http.post('/api/admin/profile', { section: 'locale', locale });
  },
  changePassword: async (
    username: string,
    passwords: { oldPassword: string; newPassword: string; confirm: string },
  ): Promise<void> => {
    await http.post('/api/admin/profile', {
      user: { username },
      section: 'password',
      ...passwords,
    });
  },
};
