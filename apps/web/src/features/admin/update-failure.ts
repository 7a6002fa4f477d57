import { readServerMessage } from '../../shared/http/http-client.js';
import { notifyError, notifyInfo } from '../notifications/notifications.slice.js';

/** Longest reason shown in a snack: git's output can run to many lines. */
const MAX_REASON = 300;
/** A snack with git's or npm's reason in it: time to read up to MAX_REASON characters. */
const REASON_TIMEOUT_MS = 12_000;

/** The server's detail after `code: `, on one line (git writes several, and NUL bytes). */
function readableReason(detail: string): string {
  const text = detail.replaceAll('\u0000', '').replace(/\s+/g, ' ').trim();
  return text.length > MAX_REASON ? `${text.slice(0, MAX_REASON - 1)}…` : text;
}

/**
 * What the admin is told when a pack update fails, from the server's answer: another update of
 * it is running (another admin clicked too), the new version was refused (the live one stays),
 * the repository could not be reached; otherwise the general message. The reason itself is
 * git's or the validation's text, shown as the server wrote it.
 */
/** The server's `code: detail` message, split (the detail on one line, shortened). */
function readFailure(error: unknown): { code: string; detail: string } {
  const message = readServerMessage(error) ?? '';
  const separator = message.indexOf(': ');
  return separator === -1
    ? { code: message, detail: '' }
    : { code: message.slice(0, separator), detail: message.slice(separator + 2) };
}

export function updateFailureNotice(error: unknown) {
  const { code, detail } = readFailure(error);
  const reason = readableReason(detail);
  switch (code) {
    case 'updateInProgress':
      return notifyInfo('errors.updateInProgress');
    case 'updateRefused':
      return notifyError('errors.updateRefused', { reason }, REASON_TIMEOUT_MS);
    case 'gitFailed':
      return notifyError('errors.updateGitFailed', { reason }, REASON_TIMEOUT_MS);
    default:
      return notifyError('errors.impossibleToUpdate');
  }
}

/** How the server tells that its rollback failed too, at the end of `updateFailed: …`. */
const ROLLBACK_FAILED = '; rollbackFailed';

/**
 * What the admin is told when a software update fails (other than a 409 `jobsRunning`, which
 * asks to force it): whether the server rolled back to the running version (the usual case) or
 * could not (the install must then be repaired by hand), with git's or npm's reason; another
 * admin's update already running; otherwise the general message.
 */
export function appUpdateFailureNotice(error: unknown) {
  const { code, detail } = readFailure(error);
  switch (code) {
    case 'updateInProgress':
      return notifyInfo('errors.appUpdateInProgress');
    case 'updateFailed':
      // The install may be half updated: the message stays until the admin closes it.
      return detail.endsWith(ROLLBACK_FAILED)
        ? notifyError(
            'errors.appRollbackFailed',
            { reason: readableReason(detail.slice(0, -ROLLBACK_FAILED.length)) },
            null,
          )
        : notifyError(
            'errors.appUpdateRolledBack',
            { reason: readableReason(detail) },
            REASON_TIMEOUT_MS,
          );
    default:
      return notifyError('errors.impossibleToUpdate');
  }
}
