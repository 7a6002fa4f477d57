/**
 * Each compiled rule as one generated function: its patterns, query checks and field values in
 * straight-line code, with captures read by group number where the fields use them.
 *
 * Why: the generic rule loop read every slot, check and field through shared objects and
 * closures, so each property access and call was polymorphic across ≈ 2 000 rules. A function per
 * rule gives V8 monomorphic code with the regexes and constants in its closure. Only names pass
 * into the generated source, always through JSON.stringify; regexes and functions are closure
 * arguments, never text.
 */
import type { ParserOutput } from '../recognition/platform-parser.js';
import { MutableUrlView } from '../url/url-view.js';
import type { UrlView } from '../url/url-view.js';
import type { Condition, RawFields, Rule, RuleContext, Value, ValueFn } from './rule.types.js';
import type { SharedExec } from './shared-exec.js';
import { parseTemplate } from './template.js';

/**
 * One pattern of a rule. A capturing regex runs without its group names when `groups` is set
 * (see numberGroups); captures are then read by number.
 */
export interface Slot {
  kind: 'path' | 'hash' | 'search' | 'host' | 'query';
  /** The parameter a `query` slot tests; '' for the other kinds. */
  key: string;
  regex: RegExp;
  capture: boolean;
  groups: ReadonlyMap<string, number> | undefined;
}

export interface QueryCheck {
  key: string;
  expect: boolean | string;
}

export interface CompiledRule {
  hostSet: ReadonlySet<string> | null;
  slots: readonly Slot[];
  queryChecks: readonly QueryCheck[];
  when: Condition | undefined;
  fields: readonly { name: string; value: Value }[];
  analyze: Rule['analyze'];
}

/** What a hook (condition, value function, analyze) reads the current rule's captures from. */
export interface MatchState extends RuleContext {
  url: UrlView;
  readonly matches: RegExpExecArray[];
  readonly matchSlots: Slot[];
  count: number;
}

export type RuleMatcher = (url: UrlView, state: MatchState) => ParserOutput | undefined;

/** A query parameter as rules see it: repeated keys joined with commas. */
export function queryValue(url: UrlView, key: string): string | undefined {
  const raw = url instanceof MutableUrlView ? url.queryParam(key) : url.query[key];
  if (raw === undefined) {
    return undefined;
  }
  return typeof raw === 'string' ? raw : raw.join(',');
}

/** Copies the defined values of `extra` onto `target` (an `analyze` hook's extra fields). */
export function mergeDefined(target: Record<string, string>, extra: RawFields): void {
  for (const key of Object.keys(extra)) {
    const value = extra[key];
    if (value !== undefined) {
      target[key] = value;
    }
  }
}

const SUBJECT: Record<Exclude<Slot['kind'], 'query'>, string> = {
  path: "url.pathname ?? ''",
  host: "url.hostname ?? ''",
  hash: 'url.hash ?? undefined',
  search: 'url.search ?? undefined',
};

/**
 * Builds the matcher of one compiled rule (once per rule, at load). `shared[i]`, when set, runs
 * slot i's regex for every rule of the platform that has the same slot.
 */
export function buildRuleMatcher(
  rule: CompiledRule,
  shared: readonly (SharedExec | undefined)[] = [],
): RuleMatcher {
  const regexes: RegExp[] = [];
  const getters: ValueFn[] = [];
  const lines: string[] = [];
  const capturing: { index: number; slot: Slot }[] = [];
  if (rule.hostSet !== null) {
    lines.push("if (!hostSet.has(url.hostname ?? '')) return undefined;");
  }
  const checkLines = (check: QueryCheck, index: number): void => {
    lines.push(`const q${index} = queryValue(url, ${JSON.stringify(check.key)});`);
    if (typeof check.expect === 'string') {
      lines.push(`if (q${index} !== ${JSON.stringify(check.expect)}) return undefined;`);
    } else {
      const present = `(q${index} !== undefined && q${index} !== '')`;
      lines.push(`if (${check.expect ? '!' : ''}${present}) return undefined;`);
    }
  };
  const slotLines = (slot: Slot, index: number): void => {
    const subject =
      slot.kind === 'query' ? `queryValue(url, ${JSON.stringify(slot.key)})` : SUBJECT[slot.kind];
    lines.push(`const s${index} = ${subject};`);
    if (slot.kind !== 'path' && slot.kind !== 'host') {
      lines.push(`if (s${index} === undefined) return undefined;`);
    }
    if (shared[index] !== undefined) {
      lines.push(`const m${index} = shared[${index}].exec(s${index});`);
      lines.push(`if (m${index} === null) return undefined;`);
    } else if (slot.capture) {
      lines.push(`const m${index} = regexes[${index}].exec(s${index});`);
      lines.push(`if (m${index} === null) return undefined;`);
    } else {
      lines.push(`if (!regexes[${index}].test(s${index})) return undefined;`);
    }
    if (slot.capture) {
      capturing.push({ index, slot });
    }
  };
  // Every test is pure and all must pass, so the cheap and selective ones run first: URL-part
  // patterns, then exact query values (`_ob: 'PdfDownloadURL'`), then query patterns and flags.
  // Captures keep the rules' slot order, which decides which match names a capture.
  regexes.push(...rule.slots.map((slot) => slot.regex));
  const slots = rule.slots.map((slot, index) => ({ slot, index }));
  const checks = rule.queryChecks.map((check, index) => ({ check, index }));
  for (const { slot, index } of slots) {
    if (slot.kind !== 'query') {
      slotLines(slot, index);
    }
  }
  for (const { check, index } of checks) {
    if (typeof check.expect === 'string') {
      checkLines(check, index);
    }
  }
  for (const { slot, index } of slots) {
    if (slot.kind === 'query') {
      slotLines(slot, index);
    }
  }
  for (const { check, index } of checks) {
    if (typeof check.expect !== 'string') {
      checkLines(check, index);
    }
  }
  capturing.sort((a, b) => a.index - b.index);
  // Hooks read captures through the state, as before; plain templates read them inline.
  const hooked =
    rule.when !== undefined ||
    rule.analyze !== undefined ||
    rule.fields.some((field) => typeof field.value !== 'string');
  if (hooked) {
    capturing.forEach(({ index }, live) => {
      lines.push(`state.matches[${live}] = m${index};`);
      lines.push(`state.matchSlots[${live}] = slots[${index}];`);
    });
    lines.push(`state.count = ${capturing.length};`);
  }
  if (rule.when !== undefined) {
    lines.push('if (!when(state)) return undefined;');
  }
  // The first live match that defines the name wins, as RuleState.capture reads it.
  const captureExpr = (name: string): string => {
    const reads: string[] = [];
    for (const { index, slot } of capturing) {
      if (slot.groups === undefined) {
        reads.push(
          `(m${index}.groups === undefined ? undefined : m${index}.groups[${JSON.stringify(name)}])`,
        );
      } else {
        const group = slot.groups.get(name);
        if (group !== undefined) {
          reads.push(`m${index}[${group}]`);
        }
      }
    }
    return reads.reduceRight(
      (rest, read) => (rest === 'undefined' ? read : `(${read} ?? ${rest})`),
      'undefined',
    );
  };
  lines.push('const out = {};');
  rule.fields.forEach((field, index) => {
    const name = JSON.stringify(field.name);
    if (typeof field.value !== 'string') {
      getters.push(field.value);
      lines.push(`const f${index} = getters[${getters.length - 1}](state);`);
      lines.push(`if (f${index} !== undefined) out[${name}] = f${index};`);
      return;
    }
    const { literals, placeholders, tail } = parseTemplate(field.value);
    if (placeholders.length === 0) {
      lines.push(`out[${name}] = ${JSON.stringify(tail)};`);
      return;
    }
    const parts: string[] = [];
    lines.push('{');
    placeholders.forEach((placeholder, k) => {
      const read =
        placeholder.ref === undefined
          ? `getters[${getters.push(placeholder.get) - 1}](state)`
          : captureExpr(placeholder.ref);
      lines.push(`const p${k} = ${read};`);
      parts.push(JSON.stringify(literals[k] ?? ''), `p${k}`);
    });
    parts.push(JSON.stringify(tail));
    const defined = placeholders.map((_, k) => `p${k} !== undefined`).join(' && ');
    const joined = parts.filter((part) => part !== '""').join(' + ');
    lines.push(
      `if (${defined}) out[${name}] = ${joined.includes('+') ? joined : `'' + ${joined}`};`,
    );
    lines.push('}');
  });
  if (rule.analyze !== undefined) {
    lines.push('const extra = analyze(state);');
    lines.push('if (extra === undefined) return undefined;');
    lines.push('mergeDefined(out, extra);');
  }
  lines.push('return out;');
  // Generated from names (JSON.stringify) and indexes only; see the file comment.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const factory = new Function(
    'hostSet',
    'regexes',
    'shared',
    'slots',
    'getters',
    'when',
    'analyze',
    'queryValue',
    'mergeDefined',
    `return function ruleMatcher(url, state) {\n${lines.join('\n')}\n};`,
  ) as (...args: unknown[]) => RuleMatcher;
  return factory(
    rule.hostSet,
    regexes,
    shared,
    rule.slots,
    getters,
    rule.when,
    rule.analyze,
    queryValue,
    mergeDefined,
  );
}
