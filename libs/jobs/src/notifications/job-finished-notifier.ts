import { sendJobFinishedMail, type Mailer } from '@sillage/mail';
import { DEFAULT_MAIL_LOCALE, JobAbortReasonSchema, type MailLocale } from '@sillage/shared-types';
import { MAIL_BASE_URL_KEY } from '../job-urls.js';
import type { FinishedJob } from '../runner/job-runner.js';

/** `mail<someone@example.org>`, one item of the `ezPAARSE-Job-Notifications` header. */
const NOTIFICATION = /^mail<([^<>]+)>$/i;

/** What the notifier needs to know of a job's owner. */
export interface NotifiedUser {
  email: string;
  notify: boolean;
  /** The language their mails are written in. */
  locale: MailLocale;
}

export interface JobFinishedNotifierOptions {
  mailer: Mailer;
  appName: string;
  /**
   * Base of the report link when the api did not record a mail base with the job. The job's
   * request base (its Host header) is never used: the caller chooses it, the recipient trusts it.
   */
  publicUrl: string | undefined;
  findUser(id: string): Promise<NotifiedUser | undefined>;
  /** The account of a header address, whose language its mail then uses. */
  findUserByEmail(email: string): Promise<NotifiedUser | undefined>;
}

/**
 * Each recipient's language: an account's own, else (an address without an account) the job
 * owner's, else French, the interface's default.
 */
async function groupByLocale(
  to: readonly string[],
  owner: NotifiedUser | undefined,
  findUserByEmail: (email: string) => Promise<NotifiedUser | undefined>,
): Promise<Map<MailLocale, string[]>> {
  const groups = new Map<MailLocale, string[]>();
  for (const address of to) {
    const account = owner?.email === address.toLowerCase() ? owner : await findUserByEmail(address);
    const locale = account?.locale ?? owner?.locale ?? DEFAULT_MAIL_LOCALE;
    groups.set(locale, [...(groups.get(locale) ?? []), address]);
  }
  return groups;
}

/**
 * The runner's `onFinished` hook: mails the job's `ezPAARSE-Job-Notifications` addresses and its
 * owner (when they asked for notifications), and returns the report's `notifications` section.
 * It lives beside the runner so the api's embedded worker and separate worker processes send the
 * same mail; a job its owner cancelled mails nobody.
 */
export function createJobFinishedNotifier(options: JobFinishedNotifierOptions) {
  return async function notifyFinishedJob({
    row,
    report,
  }: FinishedJob): Promise<Record<string, unknown> | undefined> {
    const to: string[] = [];
    // Once each: `Lib@x.org` and `lib@x.org` are one mailbox (the owner too).
    const addOnce = (address: string) => {
      if (!to.some((known) => known.toLowerCase() === address.toLowerCase())) {
        to.push(address);
      }
    };
    for (const item of (row.settings['ezpaarse-job-notifications'] ?? '').split(',')) {
      const address = NOTIFICATION.exec(item.trim())?.[1]?.trim();
      if (address !== undefined && address !== '') {
        addOnce(address);
      }
    }
    const owner = row.ownerId === null ? undefined : await options.findUser(row.ownerId);
    if (owner?.notify === true) {
      addOnce(owner.email);
    }
    // Whoever cancelled their own job knows: the others (an administrator's cancel, a cut
    // connection, a server that stopped) are told, as the reference mails whatever the outcome.
    const ownCancel =
      row.status === 'abort' &&
      (row.abortReason === null || row.abortReason === 'cancelled') &&
      (row.cancelledBy === null || row.cancelledBy === row.ownerId);
    if (to.length === 0 || ownCancel) {
      return undefined;
    }
    const base = row.settings[MAIL_BASE_URL_KEY] ?? options.publicUrl ?? '';
    // One mail per language, each recipient in the one of their account. A mail the server
    // refuses fails its own addresses only: the other languages are still sent, and a mail that
    // went out fails only the recipients the server refused.
    const failed: string[] = [];
    const reasons: string[] = [];
    for (const [locale, addresses] of await groupByLocale(to, owner, (email) =>
      options.findUserByEmail(email),
    )) {
      try {
        const { refused } = await sendJobFinishedMail(options.mailer, {
          to: addresses,
          locale,
          appName: options.appName,
          jobId: row.id,
          status: row.status === 'completed' || row.status === 'abort' ? row.status : 'error',
          abortReason: JobAbortReasonSchema.safeParse(row.abortReason).data,
          reportUrl: `${base}/report/${row.id}`,
          report,
          errorCode: row.errorCode,
          errorMessage: row.errorMessage,
        });
        for (const recipient of refused) {
          failed.push(recipient.address);
          reasons.push(`${recipient.address}: ${recipient.reason}`);
        }
      } catch (error) {
        failed.push(...addresses);
        reasons.push(error instanceof Error ? error.message : String(error));
      }
    }
    if (failed.length === 0) {
      return { mailto: to.join(', '), 'mail-status': 'success' };
    }
    return {
      mailto: to.join(', '),
      'mail-status': 'fail',
      // Sillage addition: which of `mailto` did not get the mail (the others did).
      'mail-failed-recipients': failed.join(', '),
      'mail-error-message': reasons.join('; '),
    };
  };
}
