import { fail, succeed, type Validated } from './job-failure.js';
import type { ExtractRule } from './job-settings.schema.js';
import { linearRunnable } from './case-fold.js';
import { nonLinearConstruct } from './linear-regex.js';

const REGEX_LITERAL = /^\/(.*)\/([a-z]*)$/s;
const SPLIT_CALL = /^split\((.*)\)$/s;
const FIELD_NAME = /^[^\s,]+$/;

/**
 * Parses an `Extract` header: `src => /regex/flags => dst1,dst2` copies capture groups, and
 * `src => split(sep) => dst…` (sep a string or `/regex/flags`) copies the parts; anything else
 * is 4027 "Invalid extract expression", as the reference answers. A regex must run in linear
 * time: it runs on every line of the log, where one crafted value could otherwise hold the
 * process for hours (the reference runs it as given).
 */
export function parseExtractExpression(value: string): Validated<ExtractRule> {
  const first = value.indexOf('=>');
  const last = value.lastIndexOf('=>');
  if (first === -1 || first === last) {
    return fail(4027);
  }
  const source = value.slice(0, first).trim();
  const expression = value.slice(first + 2, last).trim();
  const destinations = value
    .slice(last + 2)
    .split(',')
    .map((name) => name.trim());
  if (!FIELD_NAME.test(source) || !destinations.every((name) => FIELD_NAME.test(name))) {
    return fail(4027);
  }
  const split = SPLIT_CALL.exec(expression);
  const literal = REGEX_LITERAL.exec(split ? (split[1] ?? '') : expression);
  if (!split && !literal) {
    return fail(4027);
  }
  const pattern = literal?.[1] ?? '';
  const flags = literal?.[2] ?? '';
  if (literal) {
    try {
      new RegExp(pattern, flags);
    } catch {
      return fail(4027);
    }
    const runnable = linearRunnable(pattern, flags);
    const construct = nonLinearConstruct(runnable.pattern, runnable.flags);
    if (construct !== undefined) {
      return fail(
        4027,
        `Invalid extract expression: its regex uses ${construct}, which is not allowed (only constructs that run in linear time are)`,
      );
    }
  }
  const rule: ExtractRule = {
    source,
    kind: split ? 'split' : 'regex',
    pattern,
    flags,
    destinations,
  };
  if (split && !literal) {
    const separator = split[1] ?? '';
    if (separator === '') {
      return fail(4027);
    }
    rule.separator = separator;
  }
  return succeed(rule);
}
