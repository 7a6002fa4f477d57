import type { Condition, RuleContext, Value, ValueFn } from './rule.types.js';
import { numberGroups } from './numbered-groups.js';
import { PlatformDefinitionError, compileValue, withRefs } from './template.js';

// Value helpers: each takes Values (templates or other helpers) and returns a Value. They are
// evaluated only when their rule matched; an undefined input gives an undefined output (field
// omitted) unless the helper says otherwise.

function unary(value: Value, transform: (input: string) => string | undefined): ValueFn {
  const get = compileValue(value);
  return withRefs((ctx) => {
    const input = get(ctx);
    return input === undefined ? undefined : transform(input);
  }, value);
}

function assertStateless(regex: RegExp, where: string): void {
  if (regex.global || regex.sticky) {
    throw new PlatformDefinitionError(`${where}: /g and /y regexes keep state; drop the flag`);
  }
}

/** `12345678` → `1234-5678`; any other value (already hyphenated, other length) is kept as is. */
export function issn(value: Value): ValueFn {
  return unary(value, (input) =>
    input.length === 8 && !input.includes('-') ? `${input.slice(0, 4)}-${input.slice(4)}` : input,
  );
}

/** A 12-digit ISBN-13 stem gets its check digit (`978274920806` → `9782749208060`); other values are kept. */
export function isbn13(value: Value): ValueFn {
  return unary(value, (input) => {
    if (!/^[0-9]{12}$/.test(input)) {
      return input;
    }
    let sum = 0;
    for (let i = 0; i < 12; i += 1) {
      sum += Number(input.charAt(i)) * (i % 2 === 0 ? 1 : 3);
    }
    return `${input}${(10 - (sum % 10)) % 10}`;
  });
}

/** Upper-cases the value (e.g. a file extension `pdf` → mime `PDF`). */
export function upper(value: Value): ValueFn {
  return unary(value, (input) => input.toUpperCase());
}

/** Lower-cases the value. */
export function lower(value: Value): ValueFn {
  return unary(value, (input) => input.toLowerCase());
}

/** Looks the value up in `table` (exact, case-sensitive key); `fallback` when absent from the table. */
export function lookup(
  value: Value,
  table: Readonly<Record<string, string>>,
  fallback?: Value,
): ValueFn {
  const get = compileValue(value);
  const map = new Map(Object.entries(table));
  const otherwise = fallback === undefined ? undefined : compileValue(fallback);
  return withRefs(
    (ctx) => {
      const key = get(ctx);
      const found = key === undefined ? undefined : map.get(key);
      return found ?? otherwise?.(ctx);
    },
    value,
    fallback,
  );
}

/** Joins the present, non-empty values with `separator`; undefined when none is present. */
export function join(separator: string, ...values: Value[]): ValueFn {
  const getters = values.map(compileValue);
  return withRefs(
    (ctx) => {
      let out: string | undefined;
      for (const get of getters) {
        const part = get(ctx);
        if (part !== undefined && part !== '') {
          out = out === undefined ? part : out + separator + part;
        }
      }
      return out;
    },
    ...values,
  );
}

/** Concatenates values like a template does: undefined as soon as one part is missing. */
export function concat(...values: Value[]): ValueFn {
  const getters = values.map(compileValue);
  return withRefs(
    (ctx) => {
      let out = '';
      for (const get of getters) {
        const part = get(ctx);
        if (part === undefined) {
          return undefined;
        }
        out += part;
      }
      return out;
    },
    ...values,
  );
}

/** Part `index` of the value split on `separator` (negative counts from the end); undefined when missing. */
export function split(value: Value, separator: string | RegExp, index: number): ValueFn {
  return unary(value, (input) => {
    const parts = input.split(separator);
    return parts[index < 0 ? parts.length + index : index];
  });
}

/**
 * A second pattern applied to a value: returns the named group `group` (or the whole match);
 * undefined when the pattern does not match.
 */
export function extract(value: Value, regex: RegExp, group?: string): ValueFn {
  assertStateless(regex, `extract(${String(regex)})`);
  // Read by number from a regex without names: a match of a named-group regex also builds a
  // `groups` object, and sd runs such an extract twice per article URL.
  const numbered = numberGroups(regex);
  const index = group === undefined ? 0 : numbered?.groups.get(group);
  if (numbered !== undefined && index !== undefined) {
    const plain = numbered.regex;
    return unary(value, (input) => plain.exec(input)?.[index]);
  }
  return unary(value, (input) => {
    const found = regex.exec(input);
    if (found === null) {
      return undefined;
    }
    return group === undefined ? found[0] : found.groups?.[group];
  });
}

/** `String.prototype.replace` on the value (a /g regex replaces every occurrence). */
export function replace(value: Value, pattern: string | RegExp, replacement: string): ValueFn {
  return unary(value, (input) => input.replace(pattern, replacement));
}

/** `String.prototype.slice` on the value. */
export function slice(value: Value, start: number, end?: number): ValueFn {
  return unary(value, (input) => input.slice(start, end));
}

/** `decodeURIComponent` of the value; a malformed escape throws, which empties the result like the reference. */
export function decode(value: Value): ValueFn {
  return unary(value, (input) => decodeURIComponent(input));
}

/** The value as an integer (leading zeros dropped, `parseInt` semantics); undefined when not a number. */
export function int(value: Value): ValueFn {
  return unary(value, (input) => {
    const parsed = Number.parseInt(input, 10);
    return Number.isNaN(parsed) ? undefined : String(parsed);
  });
}

/** A literal string, never read as a template (for values containing braces). */
export function lit(text: string): ValueFn {
  return () => text;
}

/** A hand-written value function (escape hatch); declare the captures it reads so they are checked at load. */
export function compute(fn: ValueFn, ...reads: string[]): ValueFn {
  const wrapped: ValueFn = (ctx) => fn(ctx);
  return withRefs(wrapped, ...reads.map((name) => `{${name}}`));
}

/** `then` when the condition holds, otherwise `otherwise` (or no field). */
export function pick(condition: Condition, then: Value, otherwise?: Value): ValueFn {
  const yes = compileValue(then);
  const no = otherwise === undefined ? undefined : compileValue(otherwise);
  return withRefs(
    (ctx) => (condition(ctx) ? yes(ctx) : no?.(ctx)),
    then,
    otherwise,
    ...conditionRefs(condition),
  );
}

/** `then` when `value` is present and non-empty (JS truthiness of an optional group), else `otherwise`. */
export function ifSet(value: Value, then: Value, otherwise?: Value): ValueFn {
  return pick(has(value), then, otherwise);
}

/** The first present, non-empty value (JS `a || b`). */
export function firstOf(...values: Value[]): ValueFn {
  const getters = values.map(compileValue);
  return withRefs(
    (ctx) => {
      for (const get of getters) {
        const candidate = get(ctx);
        if (candidate !== undefined && candidate !== '') {
          return candidate;
        }
      }
      return undefined;
    },
    ...values,
  );
}

// Conditions. They carry the captures they read too, for load-time checks.
const conditionCaptureRefs = new WeakMap<Condition, readonly Value[]>();

function conditionRefs(condition: Condition): readonly Value[] {
  return conditionCaptureRefs.get(condition) ?? [];
}

function condition(test: Condition, ...reads: Value[]): Condition {
  conditionCaptureRefs.set(test, reads);
  return test;
}

/** Capture names a condition reads (for load-time checks). */
export function conditionReads(test: Condition): readonly Value[] {
  return conditionRefs(test);
}

/** True when the value is present and non-empty. */
export function has(value: Value): Condition {
  const get = compileValue(value);
  return condition((ctx) => {
    const found = get(ctx);
    return found !== undefined && found !== '';
  }, value);
}

/** True when the value equals one of `options` (case-sensitive). */
export function equals(value: Value, ...options: string[]): Condition {
  const get = compileValue(value);
  const set = new Set(options);
  return condition((ctx) => {
    const found = get(ctx);
    return found !== undefined && set.has(found);
  }, value);
}

/** True when the value is present and matches `regex`. */
export function matches(value: Value, regex: RegExp): Condition {
  assertStateless(regex, `matches(${String(regex)})`);
  const get = compileValue(value);
  return condition((ctx) => {
    const found = get(ctx);
    return found !== undefined && regex.test(found);
  }, value);
}

/** Negation. */
export function not(test: Condition): Condition {
  return condition((ctx) => !test(ctx), ...conditionRefs(test));
}

/** True when every condition holds. */
export function all(...tests: Condition[]): Condition {
  return condition((ctx) => tests.every((t) => t(ctx)), ...tests.flatMap(conditionRefs));
}

/** True when at least one condition holds. */
export function any(...tests: Condition[]): Condition {
  return condition((ctx) => tests.some((t) => t(ctx)), ...tests.flatMap(conditionRefs));
}

/** Re-exported for hand-written value functions. */
export type { RuleContext };
