import * as crypto from 'node:crypto';

// crypto.hash (Node ≥ 20.12) hashes a small string in one call, about twice as fast as createHash.
const oneShotHash = (crypto as { hash?: (algorithm: string, data: string) => string }).hash;

/** The event's `log_id`: SHA-1 hex of the raw line (UTF-8), identical to the reference's. */
export function computeLogId(rawLine: string): string {
  if (oneShotHash !== undefined) {
    return oneShotHash('sha1', rawLine);
  }
  return crypto.createHash('sha1').update(rawLine).digest('hex');
}
