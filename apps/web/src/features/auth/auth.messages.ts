import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Texts of the sign-in, sign-up and password pages. */
export const authMessages = defineMessages({
  signIn: { id: 'auth.signIn', defaultMessage: 'Sign in' },
  /** A call found the session gone (signed out in another tab, expired). */
  sessionLost: {
    id: 'auth.sessionLost',
    defaultMessage: 'Your session has ended: sign in again to go on.',
  },
  signUp: { id: 'auth.signUp', defaultMessage: 'Sign up' },
  createFirstAdmin: {
    id: 'auth.createFirstAdmin',
    defaultMessage: 'No account exists yet: create the first administrator account.',
  },
  rememberMe: { id: 'auth.rememberMe', defaultMessage: 'Remember me' },
  forgotPassword: { id: 'auth.forgotPassword', defaultMessage: 'Forgot password?' },
  informTeam: { id: 'auth.informTeam', defaultMessage: 'Inform the team' },
  informTeamWarning: {
    id: 'auth.informTeamWarning',
    defaultMessage:
      'Ticking this box sends a short message with your email address to the Sillage team, so they know a new instance exists.',
  },
  resetPassword: { id: 'auth.resetPassword', defaultMessage: 'Reset' },
  /** On the page of a reset link that no longer works: to the page that mails a new one. */
  requestNewLink: { id: 'auth.requestNewLink', defaultMessage: 'Ask for a new link' },
  forgotPasswordTitle: { id: 'auth.forgotPasswordTitle', defaultMessage: 'Forgot password?' },
  forgotPasswordHelp: {
    id: 'auth.forgotPasswordHelp',
    defaultMessage: 'Enter your email address: we will send you a link to choose a new password.',
  },
  forgotPasswordUnavailable: {
    id: 'auth.forgotPasswordUnavailable',
    defaultMessage:
      'This instance cannot send mail, so no reset link can reach you: ask an administrator to set a new password for your account.',
  },
  emailSent: {
    id: 'auth.emailSent',
    defaultMessage: 'An email has been sent to you with a link to reset your password.',
  },
  newPassword: { id: 'auth.newPassword', defaultMessage: 'New password' },
  passwordConfirmation: { id: 'auth.passwordConfirmation', defaultMessage: 'Confirmation' },
  passwordUpdated: { id: 'auth.passwordUpdated', defaultMessage: 'Password updated.' },
  accountTabs: { id: 'auth.accountTabs', defaultMessage: 'Sign in or create an account' },
});
