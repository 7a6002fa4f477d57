import { setTimeout as sleep } from 'node:timers/promises';
import type { RateLimitsRepository } from '@sillage/db';
import { isTemporaryMailFailure, sendJobFinishedMail, type Mailer } from '@sillage/mail';
import { DEFAULT_MAIL_LOCALE, JobAbortReasonSchema, type MailLocale } from '@sillage/shared-types';
import { MAIL_BASE_URL_KEY } from '../job-urls.js';
import type { FinishedJob } from '../runner/job-runner.js';
import { mailedRejectFiles } from './mailed-reject-files.js';
import { mailedReport } from './mailed-report.js';

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
  /**
   * Waits before each new try of addresses the mail server told to try again later (4xx, or a
   * server out of reach); {@link MAIL_RETRY_DELAYS_MS} by default.
   */
  retryDelaysMs?: readonly number[];
  /** Aborted when the process stops: no more waiting, the addresses still waiting fail. */
  signal?: AbortSignal;
  /**
   * Counts the header addresses each account's jobs mail (shared by every process), so that no
   * account mails more than {@link NOTIFIED_ADDRESSES_PER_HOUR} of them an hour. None: no limit.
   */
  addressBudget?: { counters: Pick<RateLimitsRepository, 'hit'>; now: () => Date };
}

/**
 * Header addresses one account's jobs may mail in an hour (its own address, when it asked for
 * notifications, is not counted). The header takes 20 a job, so without a budget a loop of small
 * jobs made the server mail anyone, hundreds of times a minute, a report the sender had written.
 * A library's scheduled jobs notify a few colleagues a day.
 */
export const NOTIFIED_ADDRESSES_PER_HOUR = 100;
const BUDGET_WINDOW_MS = 3_600_000;
const OVER_BUDGET = `not mailed: this account's jobs have mailed ${String(NOTIFIED_ADDRESSES_PER_HOUR)} notification addresses within the hour`;

/**
 * Waits between tries of a mail the server told to try again later. Greylisting servers (common
 * on university mail) refuse a new sender for 1 to 5 minutes, postgrey's default being 300 s:
 * after waits of 1, 5 and 15 minutes, the last try comes 21 minutes after the first. They happen
 * after the job has left its slot, and its report's `notifications` says the last outcome.
 */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [60_000, 300_000, 900_000];

/** An address the mail did not reach, and the server's last answer. */
interface FailedAddress {
  address: string;
  reason: string;
  /** The server refused the whole mail (or could not be reached), not this address alone. */
  isWholeMail: boolean;
}

/**
 * Sends through `send` to `addresses`, then again, after each of `delays`, to the addresses the
 * server refused for now (a 4xx, or no answer at all), until none is left, the delays are spent,
 * or `signal` aborts the wait. Returns the addresses the mail did not reach.
 */
async function sendWithRetries(
  addresses: readonly string[],
  send: (
    to: string[],
  ) => Promise<{ refused: { address: string; reason: string; temporary: boolean }[] }>,
  delays: readonly number[],
  signal: AbortSignal | undefined,
): Promise<FailedAddress[]> {
  const failed: FailedAddress[] = [];
  let pending = [...addresses];
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    let later: FailedAddress[] = [];
    try {
      const { refused } = await send(pending);
      for (const { address, reason, temporary } of refused) {
        (temporary ? later : failed).push({ address, reason, isWholeMail: false });
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const failures = pending.map((address) => ({ address, reason, isWholeMail: true }));
      if (isTemporaryMailFailure(error)) {
        later = failures;
      } else {
        failed.push(...failures);
      }
    }
    const delay = delays[attempt];
    const waited =
      later.length > 0 &&
      delay !== undefined &&
      signal?.aborted !== true &&
      (await sleep(delay, true, { signal }).catch(() => false));
    if (!waited) {
      const tried = attempt + 1;
      failed.push(
        ...later.map((failure) => ({
          ...failure,
          reason: tried === 1 ? failure.reason : `${failure.reason} (${String(tried)} tries)`,
        })),
      );
      break;
    }
    pending = later.map(({ address }) => address);
  }
  return failed;
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
    const failed: string[] = [];
    const reasons: string[] = [];
    const overBudget = await spendAddressBudget(options, row.ownerId, to, owner);
    if (overBudget.length > 0) {
      failed.push(...overBudget);
      reasons.push(OVER_BUDGET);
    }
    const mailed = to.filter((address) => !overBudget.includes(address));
    // The same in every language and every try.
    const rejectFiles = mailedRejectFiles(report, base, row.id);
    const attachedReport = mailedReport(report, base, row.id);
    // One mail per language, each recipient in the one of their account. A mail the server
    // refuses fails its own addresses only: the other languages are still sent, and a mail that
    // went out fails only the recipients the server refused.
    for (const [locale, addresses] of await groupByLocale(mailed, owner, (email) =>
      options.findUserByEmail(email),
    )) {
      const failures = await sendWithRetries(
        addresses,
        (recipients) =>
          sendJobFinishedMail(options.mailer, {
            to: recipients,
            locale,
            appName: options.appName,
            jobId: row.id,
            status: row.status === 'completed' || row.status === 'abort' ? row.status : 'error',
            abortReason: JobAbortReasonSchema.safeParse(row.abortReason).data,
            reportUrl: `${base}/report/${row.id}`,
            rejectFiles,
            report: attachedReport,
            errorCode: row.errorCode,
            errorMessage: row.errorMessage,
          }),
        options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS,
        options.signal,
      );
      for (const { address, reason, isWholeMail } of failures) {
        failed.push(address);
        // A mail the server refused whole gives one reason for all its addresses.
        const said = isWholeMail ? reason : `${address}: ${reason}`;
        if (!reasons.includes(said)) {
          reasons.push(said);
        }
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

/**
 * Counts `to`'s header addresses against the owner's hourly budget (jobs without an owner share
 * one) and returns those over it, in order: they are not mailed.
 */
async function spendAddressBudget(
  options: JobFinishedNotifierOptions,
  ownerId: string | null,
  to: readonly string[],
  owner: NotifiedUser | undefined,
): Promise<string[]> {
  const budget = options.addressBudget;
  if (budget === undefined) {
    return [];
  }
  const over: string[] = [];
  for (const address of to) {
    if (owner?.notify === true && address.toLowerCase() === owner.email.toLowerCase()) {
      continue;
    }
    const window = await budget.counters.hit(
      `job-mail:${ownerId ?? 'no-owner'}`,
      BUDGET_WINDOW_MS,
      budget.now(),
    );
    if (window.hits > NOTIFIED_ADDRESSES_PER_HOUR) {
      over.push(address);
    }
  }
  return over;
}
