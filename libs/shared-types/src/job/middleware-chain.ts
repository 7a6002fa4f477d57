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

/**
 * Applies an `ezPAARSE-Middlewares` header to a base chain, as the reference does: `a, b` inserts
 * before `qualifier` (before the last one when absent), `(before X) a`, `(after X) a`, `(only) a`,
 * and several parts joined by `|` are applied left to right. Names must match `[a-z0-9_-]+`
 * (4024) and belong to `available` when given (4025). Unlike the reference, which then inserted
 * before the last middleware, an anchor `X` missing from the chain as edited so far is 4025: a
 * typo must not run a middleware at the wrong place without a word.
 */
export function applyMiddlewaresHeader(
  base: readonly string[],
  header: string | undefined,
  available?: readonly string[],
): Validated<string[]> {
  let chain = [...base];
  for (const { direction, anchor, names } of readMiddlewaresEdits(header)) {
    if (direction === 'only') {
      chain = names;
      continue;
    }
    if (anchor !== '') {
      const edit = `"(${direction ?? ''} ${anchor})"`;
      if (!NAME_PATTERN.test(anchor)) {
        return fail(4024, `Invalid middleware name: ${anchor}, the anchor of ${edit}`);
      }
      if (!chain.includes(anchor)) {
        const where = available && !available.includes(anchor) ? 'on this server nor ' : '';
        return fail(
          4025,
          `Middleware not found: ${anchor}, the anchor of ${edit}, is not ${where}in the chain ` +
            `(${chain.join(', ') || 'empty'}) of ezPAARSE-Middlewares.${optInHint(anchor)}`,
        );
      }
    }
    let insertAt = chain.indexOf(anchor === '' ? 'qualifier' : anchor);
    if (insertAt === -1) {
      // No anchor and no qualifier: the reference's place, before the last middleware.
      insertAt = Math.max(chain.length - 1, 0);
    } else if (direction === 'after') {
      insertAt += 1;
    }
    chain.splice(insertAt, 0, ...names);
  }
  for (const name of chain) {
    if (!NAME_PATTERN.test(name)) {
      return fail(4024, `Invalid middleware name: ${name}`);
    }
    if (available && !available.includes(name)) {
      return fail(4025, `Middleware not found: ${name}`);
    }
  }
  return succeed(chain);
}

/** The network enrichers of the reference's default chain, in its order (after deduplicator). */
const OPT_IN_ENRICHERS = ['istex', 'crossref', 'sudoc', 'hal'] as const;

/** The header that turns each of OPT_IN_ENRICHERS on, as the reference spells it. */
const ENRICH_HEADERS: Record<(typeof OPT_IN_ENRICHERS)[number], string> = {
  istex: 'Istex-Enrich',
  crossref: 'Crossref-Enrich',
  sudoc: 'Sudoc-Enrich',
  hal: 'HAL-Enrich',
};

/**
 * How to bring a missing anchor into the chain when it is one of the reference's default
 * enrichers that Sillage leaves out (ADR 0013): a script written for the reference anchors on
 * them (`(after crossref) x`) and would otherwise not see why its edit fails.
 */
function optInHint(anchor: string): string {
  const header = (ENRICH_HEADERS as Record<string, string | undefined>)[anchor];
  return header === undefined
    ? ''
    : ` Network enrichers are off by default: add "${header}: true" or name ${anchor} in the header.`;
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
