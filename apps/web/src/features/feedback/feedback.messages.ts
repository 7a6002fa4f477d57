import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Texts of the feedback form. */
export const feedbackMessages = defineMessages({
  title: { id: 'feedback.title', defaultMessage: 'Report a problem' },
  emailWillBeSent: {
    id: 'feedback.emailWillBeSent',
    defaultMessage: 'Your message will be sent to <b>{recipient}</b>; a copy will be sent to you.',
  },
  // Visitors get no copy: their address is unverified, and copying to it would make the server
  // send the team's mail to whoever they name. The team replies to it instead.
  emailWillBeSentToTeam: {
    id: 'feedback.emailWillBeSentToTeam',
    defaultMessage:
      'Your message will be sent to <b>{recipient}</b>, who can reply to the address you give.',
  },
  hasBeenSent: { id: 'feedback.hasBeenSent', defaultMessage: 'Your feedback has been sent.' },
  unavailable: {
    id: 'feedback.unavailable',
    defaultMessage: 'Feedback sending is currently unavailable.',
  },
  /** Shown to administrators only: what the server needs for feedback to work. */
  howToEnable: {
    id: 'feedback.howToEnable',
    defaultMessage:
      'Administrators: to turn it on, give the server a mail transport (SMTP_URL) and the addresses that receive feedback (SILLAGE_FEEDBACK_RECIPIENTS), then restart it.',
  },
  email: { id: 'feedback.email', defaultMessage: 'Your email address' },
  message: { id: 'feedback.message', defaultMessage: 'Message' },
  sendBrowserVersion: {
    id: 'feedback.sendBrowserVersion',
    defaultMessage: 'Send the version of my browser',
  },
  sendReport: { id: 'feedback.sendReport', defaultMessage: 'Attach a process report' },
  noReport: { id: 'feedback.noReport', defaultMessage: 'No report' },
  treatmentOf: { id: 'feedback.treatmentOf', defaultMessage: 'Treatment of {date}' },
});
