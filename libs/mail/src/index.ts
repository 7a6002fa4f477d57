export {
  createMailer,
  describeMailSenderProblem,
  isTemporaryMailFailure,
  MailNotConfiguredError,
  type Mailer,
  type MailAttachment,
  type MailDelivery,
  type MailMessage,
} from './mailer.js';
export { sendJobFinishedMail, type JobFinishedMail } from './job-finished-mail.js';
export { renderFeedbackMail, renderFreshInstallMail } from './templates/feedback.template.js';
export { renderPasswordResetMail } from './templates/password-reset.template.js';
export { reportSection, type FinishedJobStatus } from './templates/job-finished.template.js';
export { wordReportNotices } from './templates/report-notices.js';
