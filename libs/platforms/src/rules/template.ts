import { coerceToString } from '../recognition/coerce-string.js';
import { MutableUrlView } from '../url/url-view.js';
import type { RuleContext, Value, ValueFn } from './rule.types.js';

/** A rule or template that cannot work as written (unknown capture, bad placeholder, stateful regex). */
export class PlatformDefinitionError extends Error {
  override readonly name = 'PlatformDefinitionError';
}

// Capture names each compiled value reads, so a rule can check them against its patterns at load.
const captureRefs = new WeakMap<ValueFn, readonly string[]>();

const URL_PARTS = new Set([
  'hostname',
  'host',
  'pathname',
  'search',
  'hash',
  'protocol',
  'decoded',
]);

/** Records that `fn` reads the captures `refs` (used by helpers wrapping other values). */
export function withRefs(fn: ValueFn, ...values: readonly (Value | undefined)[]): ValueFn {
  const refs: string[] = [];
  for (const value of values) {
    if (value !== undefined) {
      refs.push(...refsOf(value));
    }
  }
  if (refs.length > 0) {
    captureRefs.set(fn, refs);
  }
  return fn;
}

/** Capture names a value reads (empty for constants and hand-written functions). */
export function refsOf(value: Value): readonly string[] {
  return typeof value === 'string' ? refsOf(compileValue(value)) : (captureRefs.get(value) ?? []);
}

function stringOf(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) {
    return undefined;
  }
  // Arrays (repeated query keys) join with commas, as JS string coercion does in the reference.
  return coerceToString(raw);
}

function compilePlaceholder(spec: string, template: string): { get: ValueFn; ref?: string } {
  const dot = spec.indexOf('.');
  const scope = dot === -1 ? '' : spec.slice(0, dot);
  const key = spec.slice(dot + 1);
  if (scope === 'q' && key !== '') {
    return {
      get: (ctx) => {
        const url = ctx.url;
        return stringOf(url instanceof MutableUrlView ? url.queryParam(key) : url.query[key]);
      },
    };
  }
  if (scope === 'ec' && key !== '') {
    return { get: (ctx) => stringOf(ctx.input[key]) };
  }
  if (scope === 'url' && URL_PARTS.has(key)) {
    const part = key as 'hostname';
    return { get: (ctx) => ctx.url[part] ?? undefined };
  }
  if (/^[A-Za-z_$][\w$]*$/.test(spec)) {
    return { get: (ctx) => ctx.capture(spec), ref: spec };
  }
  throw new PlatformDefinitionError(`bad placeholder {${spec}} in template "${template}"`);
}

const templateCache = new Map<string, ValueFn>();

/** A parsed template: `literals[k]` precedes `placeholders[k]`; `tail` ends it. */
export interface TemplateParts {
  literals: string[];
  placeholders: { get: ValueFn; ref?: string }[];
  tail: string;
}

/** Splits a template into literals and placeholders (throws on a malformed template). */
export function parseTemplate(template: string): TemplateParts {
  const literals: string[] = [];
  const placeholders: { get: ValueFn; ref?: string }[] = [];
  let literal = '';
  let i = 0;
  while (i < template.length) {
    const char = template[i] ?? '';
    const next = template[i + 1];
    if ((char === '{' && next === '{') || (char === '}' && next === '}')) {
      literal += char;
      i += 2;
    } else if (char === '{') {
      const close = template.indexOf('}', i);
      if (close === -1) {
        throw new PlatformDefinitionError(`unclosed { in template "${template}"`);
      }
      literals.push(literal);
      placeholders.push(compilePlaceholder(template.slice(i + 1, close), template));
      literal = '';
      i = close + 1;
    } else if (char === '}') {
      throw new PlatformDefinitionError(`stray } in template "${template}"`);
    } else {
      literal += char;
      i += 1;
    }
  }
  return { literals, placeholders, tail: literal };
}

/** Compiles a template string once (cached): constants stay constants, `{x}` become getters. */
export function compileTemplate(template: string): ValueFn {
  const cached = templateCache.get(template);
  if (cached !== undefined) {
    return cached;
  }
  const { literals, placeholders, tail } = parseTemplate(template);
  const refs = placeholders.flatMap((placeholder) =>
    placeholder.ref === undefined ? [] : [placeholder.ref],
  );
  const fn = buildTemplateFn(
    literals,
    placeholders.map((placeholder) => placeholder.get),
    tail,
  );
  if (refs.length > 0) {
    captureRefs.set(fn, refs);
  }
  templateCache.set(template, fn);
  return fn;
}

function buildTemplateFn(literals: string[], getters: ValueFn[], tail: string): ValueFn {
  const [first] = getters;
  if (first === undefined) {
    return () => tail;
  }
  if (getters.length === 1 && literals[0] === '' && tail === '') {
    return first;
  }
  const parts = getters.map((get, k) => ({ literal: literals[k] ?? '', get }));
  return (ctx: RuleContext) => {
    let out = '';
    for (const part of parts) {
      const value = part.get(ctx);
      if (value === undefined) {
        return undefined;
      }
      out += part.literal + value;
    }
    return out + tail;
  };
}

/** Turns any Value into its function form. */
export function compileValue(value: Value): ValueFn {
  return typeof value === 'string' ? compileTemplate(value) : value;
}
