import { readServerMessage } from '../../shared/http/http-client.js';
import { notifyError, notifyInfo } from '../notifications/notifications.slice.js';

/** Longest reason shown in a snack: git's output can run to many lines. */
const MAX_REASON = 300;

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
export function updateFailureNotice(error: unknown) {
  const message = readServerMessage(error) ?? '';
  const separator = message.indexOf(': ');
  const code = separator === -1 ? message : message.slice(0, separator);
  const reason = separator === -1 ? '' : readableReason(message.slice(separator + 2));
  switch (code) {
    case 'updateInProgress':
      return notifyInfo('errors.updateInProgress');
    case 'updateRefused':
      return notifyError('errors.updateRefused', { reason });
    case 'gitFailed':
      return notifyError('errors.updateGitFailed', { reason });
    default:
      return notifyError('errors.impossibleToUpdate');
  }
}
