import type { MailLocale } from '@sillage/shared-types';
import type { MailDelivery, Mailer } from './mailer.js';
import {
  renderJobFinishedMail,
  type JobFinishedMailData,
} from './templates/job-finished.template.js';

/** The `To:` of a mail whose recipients are all blind copies (RFC 5322 empty group). */
const UNDISCLOSED = 'undisclosed-recipients:;';

export interface JobFinishedMail extends JobFinishedMailData {
  /** Recipients: the owner (when they asked for notifications) and `ezPAARSE-Job-Notifications` addresses. */
  to: string[];
  locale: MailLocale;
}

/**
 * Tells the recipients that a job ended, with its report attached as `<id8>_report.json`. Does
 * nothing when there is no recipient; rejects when the mail server refuses the mail, and
 * resolves with the recipients it refused alone (callers record both in the report's
 * `notifications` section).
 */
export async function sendJobFinishedMail(
  mailer: Mailer,
  mail: JobFinishedMail,
): Promise<MailDelivery> {
  if (mail.to.length === 0) {
    return { refused: [] };
  }
  const rendered = renderJobFinishedMail(mail.locale, mail);
  return mailer.send({
    // Several recipients (a library's desk, colleagues, the owner) do not see each other's address.
    ...(mail.to.length === 1 ? { to: mail.to } : { to: UNDISCLOSED, bcc: mail.to }),
    ...rendered,
    ...(mail.report
      ? {
          attachments: [
            {
              filename: `${mail.jobId.slice(0, 8)}_report.json`,
              content: JSON.stringify(mail.report, null, 2),
              contentType: 'application/json',
            },
          ],
        }
      : {}),
  });
}
