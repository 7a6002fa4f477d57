import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Texts of the profile page. */
export const profileMessages = defineMessages({
  title: { id: 'profile.title', defaultMessage: 'My profile' },
  notifications: {
    id: 'profile.notifications',
    defaultMessage: 'Send me an email when my processes are finished',
  },
  notificationsUnavailable: {
    id: 'profile.notificationsUnavailable',
    defaultMessage: 'Sending mail is not set up on this instance, so no email can be sent.',
  },
  updatePassword: { id: 'profile.updatePassword', defaultMessage: 'Change password' },
  oldPassword: { id: 'profile.oldPassword', defaultMessage: 'Current password' },
  newPassword: { id: 'profile.newPassword', defaultMessage: 'New password' },
  confirm: { id: 'profile.confirm', defaultMessage: 'Confirmation' },
  group: { id: 'profile.group', defaultMessage: 'Group: {group}' },
});
