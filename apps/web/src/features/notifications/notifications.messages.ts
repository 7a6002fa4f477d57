import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Texts of the snackbar itself. */
export const notificationsMessages = defineMessages({
  close: { id: 'notifications.close', defaultMessage: 'Close' },
});
