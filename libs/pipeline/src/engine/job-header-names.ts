import { CORE_JOB_HEADERS, isDeduplicationHeader, NETWORK_ENRICHERS } from '@sillage/shared-types';
import { nearestName } from './edit-distance.js';
import { MIDDLEWARE_HEADERS } from './middleware-headers.js';

/** Other spellings of the enrichers' headers that they read too (`pick` in enricher-headers). */
const OTHER_SPELLINGS = ['Packet-Size', 'Max-Tries', 'Max-Attempts'];

function enricherPrefixes(): string[] {
  // The prefixes as MIDDLEWARE_HEADERS spells them (HAL, OpenAlex…): `<prefix>-Enrich`.
  return NETWORK_ENRICHERS.flatMap((name) =>
    (MIDDLEWARE_HEADERS[name] ?? [])
      .filter((header) => header.endsWith('-Enrich'))
      .map((header) => header.slice(0, -'-Enrich'.length)),
  );
}

/**
 * Every request header a job of this build reads, in the reference's spelling: the core ones
 * (shared-types) and each middleware's (MIDDLEWARE_HEADERS), not a copy of either.
 */
export const KNOWN_JOB_HEADERS: readonly string[] = [
  ...new Set([
    ...CORE_JOB_HEADERS,
    ...Object.values(MIDDLEWARE_HEADERS).flat(),
    ...enricherPrefixes().flatMap((prefix) =>
      OTHER_SPELLINGS.map((suffix) => `${prefix}-${suffix}`),
    ),
  ]),
];

const KNOWN_BY_LOWER_CASE = new Map(KNOWN_JOB_HEADERS.map((name) => [name.toLowerCase(), name]));

/** Prefixes that only job headers use, for telling a mistyped one from an HTTP header. */
const JOB_PREFIXES = [
  'ezpaarse-',
  'log-format-',
  'double-click-',
  ...enricherPrefixes().map((prefix) => `${prefix.toLowerCase()}-`),
];

/** True when a job reads a header of that name (any case). */
function isKnownJobHeader(name: string): boolean {
  const lower = name.toLowerCase();
  // `Double-Click-<mime>` adds a window for any mime: a family, not a list.
  return KNOWN_BY_LOWER_CASE.has(lower) || isDeduplicationHeader(lower);
}

/** The known header closest to `name` (reference spelling), when one is near enough. */
function closestJobHeader(name: string): string | undefined {
  return nearestName(name, KNOWN_BY_LOWER_CASE);
}

/** A header no job reads, and the known one it was probably meant to be. */
export interface UnknownJobHeader {
  name: string;
  suggestion?: string;
}

/**
 * The headers among `names` that no job reads. With `lookalikesOnly` (an HTTP request, which
 * also carries Host, User-Agent…), only those that look like job headers: near a known name, or
 * under a prefix only job headers use (`ezPAARSE-`, `Log-Format-`, `Crossref-`…).
 */
export function findUnknownJobHeaders(
  names: Iterable<string>,
  { lookalikesOnly = false }: { lookalikesOnly?: boolean } = {},
): UnknownJobHeader[] {
  const unknown: UnknownJobHeader[] = [];
  for (const name of names) {
    if (isKnownJobHeader(name)) {
      continue;
    }
    const suggestion = closestJobHeader(name);
    const lower = name.toLowerCase();
    if (
      lookalikesOnly &&
      suggestion === undefined &&
      !JOB_PREFIXES.some((prefix) => lower.startsWith(prefix))
    ) {
      continue;
    }
    unknown.push(suggestion === undefined ? { name } : { name, suggestion });
  }
  return unknown;
}

/** `Ouput-Fields (did you mean Output-Fields?)`, or the name alone. */
export function describeUnknownJobHeader({ name, suggestion }: UnknownJobHeader): string {
  return suggestion === undefined ? name : `${name} (did you mean ${suggestion}?)`;
}
