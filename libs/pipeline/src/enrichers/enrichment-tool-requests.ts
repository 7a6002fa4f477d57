import { readUserAgent } from '../counter/counter-keys.js';

/** The `sid` Sillage's istex step sends, as the reference sends `sid=ezpaarse`. */
export const SILLAGE_ISTEX_SID = 'sillage';

// The reference's test (istex middleware): "ezpaarse" anywhere in the user agent or the sid,
// which covers its `ezPAARSE (…; mailto:…)` and its `sid=ezpaarse`.
const EZPAARSE = /ezpaarse/i;
// Sillage's default enricher User-Agent opens with its product token (`Sillage/<version> …`).
const SILLAGE_PRODUCT = /^sillage(?:\/|\s|$)/i;

/**
 * True when a logged request is one an enrichment tool made for its own lookups: ezPAARSE's
 * (by the reference's test) or Sillage's (its product token, this instance's configured
 * `User-Agent`, or its ISTEX `sid`).
 */
export function isEnrichmentToolRequest(
  fields: Readonly<Record<string, string>>,
  ownUserAgent?: string,
): boolean {
  const userAgent = readUserAgent(fields)?.trim() ?? '';
  const sid = fields.sid?.trim() ?? '';
  return (
    EZPAARSE.test(userAgent) ||
    EZPAARSE.test(sid) ||
    SILLAGE_PRODUCT.test(userAgent) ||
    (ownUserAgent !== undefined && userAgent !== '' && userAgent === ownUserAgent.trim()) ||
    sid.toLowerCase() === SILLAGE_ISTEX_SID
  );
}
