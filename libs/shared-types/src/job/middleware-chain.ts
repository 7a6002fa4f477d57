import { fail, succeed, type Validated } from './job-failure.js';

const EDIT_PATTERN = /^\(\s*(before|after|only)\s*(.*?)\s*\)(.*)$/is;
const NAME_PATTERN = /^[a-z0-9_-]+$/i;

/**
 * Applies an `ezPAARSE-Middlewares` header to a base chain, as the reference does: `a, b` inserts
 * before `qualifier` (before the last one when absent), `(before X) a`, `(after X) a`, `(only) a`,
 * and several parts joined by `|` are applied left to right. Names must match `[a-z0-9_-]+`
 * (4024) and belong to `available` when given (4025).
 */
export function applyMiddlewaresHeader(
  base: readonly string[],
  header: string | undefined,
  available?: readonly string[],
): Validated<string[]> {
  let chain = [...base];
  for (const part of (header ?? '').split('|')) {
    const text = part.trim();
    if (text === '') {
      continue;
    }
    const match = EDIT_PATTERN.exec(text);
    const direction = match?.[1]?.toLowerCase();
    const names = (match ? (match[3] ?? '') : text)
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
    if (direction === 'only') {
      chain = names;
      continue;
    }
    const anchor = match?.[2] ?? '';
    let insertAt = chain.indexOf(anchor === '' ? 'qualifier' : anchor);
    if (insertAt === -1) {
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
