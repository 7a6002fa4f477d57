import type { MailLocale } from '@sillage/shared-types';
import type { Mailer } from './mailer.js';
import {
  renderJobFinishedMail,
  type FinishedJobStatus,
} from './templates/job-finished.template.js';

export interface JobFinishedMail {
  /** Recipients: the owner (when they asked for notifications) and `ezPAARSE-Job-Notifications` addresses. */
  to: string[];
  locale: MailLocale;
  appName: string;
  jobId: string;
  status: FinishedJobStatus;
  /** `<public url>/report/<jobId>`. */
  reportUrl: string;
  report?: Record<string, unknown> | null;
  errorMessage?: string | null;
}

/**
 * Tells the recipients that a job ended, with its report attached as `<id8>_report.json`. Does
 * nothing when there is no recipient; rejects when the mail server refuses (callers record that
 * in the report's `notifications` section).
 */
export async function sendJobFinishedMail(mailer: Mailer, mail: JobFinishedMail): Promise<void> {
  if (mail.to.length === 0) {
    return;
  }
  const rendered = renderJobFinishedMail(mail.locale, mail);
  await mailer.send({
    to: mail.to,
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
