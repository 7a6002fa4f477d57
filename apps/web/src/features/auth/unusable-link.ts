import { listErrorMessageIds, readHttpStatus } from '../../shared/http/http-client.js';

/** Why a reset link no longer works, as the server says it (410). */
const UNUSABLE_LINK_IDS = [
  'errors.resetLinkUsed',
  'errors.resetLinkUnknown',
  'errors.expirationDate',
];

/**
 * The message of a reset link that no longer works (used, expired, unknown), from the server's
 * answer; the expiry, the reference's only reason, for a 410 that names none. Undefined for any
 * other failure: the link may still work.
 */
export function unusableLinkMessageId(error: unknown): string | undefined {
  const named = listErrorMessageIds(error).find((id) => UNUSABLE_LINK_IDS.includes(id));
  return named ?? (readHttpStatus(error) === 410 ? 'errors.expirationDate' : undefined);
}
