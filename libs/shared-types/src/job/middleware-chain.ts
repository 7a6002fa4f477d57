import { parseBooleanValue } from './header-values.js';
import { fail, succeed, type Validated } from './job-failure.js';

const EDIT_PATTERN = /^\(\s*(before|after|only)\s*(.*?)\s*\)(.*)$/is;
const NAME_PATTERN = /^[a-z0-9_-]+$/i;

/** One `|`-separated part of an `ezPAARSE-Middlewares` header. */
interface MiddlewaresEdit {
  /** `before`, `after` or `only` (lower-cased); undefined for a bare list. */
  direction: string | undefined;
  /** The middleware named in `(before X)` / `(after X)`; '' when none. */
  anchor: string;
  names: string[];
}

/** Splits an `ezPAARSE-Middlewares` header into its edits, in order (empty parts skipped). */
function readMiddlewaresEdits(header: string | undefined): MiddlewaresEdit[] {
  const edits: MiddlewaresEdit[] = [];
  for (const part of (header ?? '').split('|')) {
    const text = part.trim();
    if (text === '') {
      continue;
    }
    const match = EDIT_PATTERN.exec(text);
    const names = (match ? (match[3] ?? '') : text)
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
    edits.push({ direction: match?.[1]?.toLowerCase(), anchor: match?.[2] ?? '', names });
  }
  return edits;
}

/**
 * Every middleware an `ezPAARSE-Middlewares` header names (anchors and inserted names) that is
 * not in `available`, once each, in the header's order: what a server lacks to run it.
 */
export function listUnknownMiddlewares(
  header: string | undefined,
  available: readonly string[],
): string[] {
  const named = readMiddlewaresEdits(header).flatMap(({ anchor, names }) =>
    anchor === '' ? names : [anchor, ...names],
  );
  return [...new Set(named)].filter((name) => !available.includes(name));
}

/** The network enrichers of the reference's default chain, in its order (after deduplicator). */
const OPT_IN_ENRICHERS = ['istex', 'crossref', 'sudoc', 'hal'] as const;

/**
 * Middlewares of the reference's middlewares repository (ezpaarse-middlewares) besides its default
 * chain. A job naming one this build does not run (a predefined setting written for the reference:
 * `ebscohost,populate`) runs without it and its report says so (`skippedMiddlewares`); a name
 * neither knows is a mistake, refused with 4025.
 */
export const REFERENCE_MIDDLEWARES: readonly string[] = [
  'abesid-to-etab',
  'abesid-to-institution',
  'abesid-to-institution-name',
  'bot-ua-detector',
  'datacite',
  'ebscohost',
  'enrich-with-file',
  'eprints',
  'ezunpaywall',
  'field-splitter',
  'host-chain',
  'idp-metadata',
  'idp-to-abes-id',
  'idp-to-abesid',
  'idp-to-institution',
  'idp-to-institution-name',
  'ip-to-abesid',
  'ip-to-entity',
  'ip-to-institution',
  'ip-to-machine-name',
  'istex-tdm',
  'labelize',
  'merge-fields',
  'ncbi',
  'oej',
  'omeka',
  'omekas',
  'openalex',
  'panist',
  'populate',
  'rdg',
  'robots',
  'session-id',
  'thesesfr',
  'thesesfr-organisme',
  'thesesfr-personne',
  'throttler',
  'trackcode-generator',
  'unpaywall',
  'user-agent-parser',
  'zotero',
];

/** Whether a job may run without `name`: a middleware of the reference this build lacks. */
function isSkippable(name: string, available: readonly string[] | undefined): boolean {
  return (
    available !== undefined &&
    !available.includes(name) &&
    REFERENCE_MIDDLEWARES.includes(name.toLowerCase())
  );
}

/**
 * Where an edit anchored on a middleware missing from the chain goes when the anchor is one the
 * job may do without: a network enricher of the reference's default chain (`(after crossref)`,
 * off by default here, ADR 0013) goes where that chain has it, before `enhancer`; any other goes
 * where the reference put an edit whose anchor it could not find, before the last middleware.
 */
function placeOfMissingAnchor(chain: readonly string[], anchor: string): number {
  const enhancer = chain.indexOf('enhancer');
  if ((OPT_IN_ENRICHERS as readonly string[]).includes(anchor) && enhancer >= 0) {
    return enhancer;
  }
  return Math.max(chain.length - 1, 0);
}

/** A chain and the middlewares the job runs without (see REFERENCE_MIDDLEWARES). */
export interface MiddlewareChain {
  chain: string[];
  skipped: string[];
}

/**
 * Applies an `ezPAARSE-Middlewares` header to a base chain, as the reference does: `a, b` inserts
 * before `qualifier` (before the last one when absent), `(before X) a`, `(after X) a`, `(only) a`,
 * and several parts joined by `|` are applied left to right. Names must match `[a-z0-9_-]+`
 * (4024) and belong to `available` when given (4025), except the reference's middlewares this
 * build lacks, which are left out and listed in `skipped`. Unlike the reference, which then
 * inserted before the last middleware, an anchor `X` missing from the chain as edited so far is
 * 4025 (a typo must not run a middleware at the wrong place without a word), unless it is one of
 * the reference's default enrichers or a skipped middleware (see placeOfMissingAnchor).
 */
export function applyMiddlewaresHeader(
  base: readonly string[],
  header: string | undefined,
  available?: readonly string[],
): Validated<MiddlewareChain> {
  let chain = [...base];
  // The middlewares the job runs without stay in the chain until the last edit, so that later
  // edits anchored on them find their place.
  const skipped = new Set<string>();
  for (const { direction, anchor, names } of readMiddlewaresEdits(header)) {
    for (const name of names) {
      if (isSkippable(name, available)) {
        skipped.add(name);
      }
    }
    if (direction === 'only') {
      chain = names;
      continue;
    }
    let insertAt: number;
    if (anchor === '') {
      insertAt = chain.indexOf('qualifier');
      // No anchor and no qualifier: the reference's place, before the last middleware.
      insertAt = insertAt === -1 ? Math.max(chain.length - 1, 0) : insertAt;
    } else {
      const edit = `"(${direction ?? ''} ${anchor})"`;
      if (!NAME_PATTERN.test(anchor)) {
        return fail(4024, `Invalid middleware name: ${anchor}, the anchor of ${edit}`);
      }
      insertAt = chain.indexOf(anchor);
      const skippable = insertAt === -1 && isSkippable(anchor, available);
      if (insertAt >= 0) {
        insertAt += direction === 'after' ? 1 : 0;
      } else if (skippable || (OPT_IN_ENRICHERS as readonly string[]).includes(anchor)) {
        if (skippable) {
          skipped.add(anchor);
        }
        insertAt = placeOfMissingAnchor(chain, anchor);
      } else {
        const where = available && !available.includes(anchor) ? 'on this server nor ' : '';
        return fail(
          4025,
          `Middleware not found: ${anchor}, the anchor of ${edit}, is not ${where}in the chain ` +
            `(${chain.join(', ') || 'empty'}) of ezPAARSE-Middlewares.`,
        );
      }
    }
    chain.splice(insertAt, 0, ...names);
  }
  chain = chain.filter((name) => !skipped.has(name));
  for (const name of chain) {
    if (!NAME_PATTERN.test(name)) {
      return fail(4024, `Invalid middleware name: ${name}`);
    }
    if (available && !available.includes(name)) {
      return fail(4025, `Middleware not found: ${name}`);
    }
  }
  return succeed({ chain, skipped: [...skipped] });
}

/**
 * Adds the reference's default-chain enrichers a job turns on with `<Name>-Enrich: true`
 * (`Istex-`, `Crossref-`, `Sudoc-`, `HAL-Enrich`) to a chain that lacks them, where the reference
 * runs them: before `enhancer` (else before `qualifier`). Sillage leaves them out of the default
 * chain since they call the network (ADR 0013); names already in `ezPAARSE-Middlewares` are not
 * added twice. `headers` has lower-cased names.
 */
export function addRequestedEnrichers(
  base: readonly string[],
  headers: Readonly<Record<string, string>>,
  available?: readonly string[],
): string[] {
  const named = new Set(
    (headers['ezpaarse-middlewares'] ?? '').split(/[|,]/).map((part) =>
      part
        .replace(/^\s*\([^)]*\)/, '')
        .trim()
        .toLowerCase(),
    ),
  );
  const wanted = OPT_IN_ENRICHERS.filter(
    (name) =>
      parseBooleanValue(headers[`${name}-enrich`] ?? '') === true &&
      !base.includes(name) &&
      !named.has(name) &&
      (available === undefined || available.includes(name)),
  );
  const chain = [...base];
  if (wanted.length > 0) {
    const enhancer = chain.indexOf('enhancer');
    const qualifier = chain.indexOf('qualifier');
    chain.splice(
      enhancer >= 0 ? enhancer : qualifier >= 0 ? qualifier : chain.length,
      0,
      ...wanted,
    );
  }
  return chain;
}
