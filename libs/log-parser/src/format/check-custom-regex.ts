import { LogFormatError } from './log-format-error.js';

/**
 * Largest bound of a counted repetition (`{n}`, `{n,m}`) that V8's linear-time engine accepts;
 * above it the regex could only run on the backtracking engine, which ADR 0016's guard cannot stop.
 */
const MAX_COUNTED_REPETITION = 16;

/**
 * Rejects a custom `<regex>` that would shift the capture groups of the whole format (capturing
 * groups), that needs backtracking to run (back-references, lookaheads, lookbehinds, counted
 * repetitions above 16), or that does not compile on its own. What passes runs in linear time
 * (ADR 0023), so a crafted log line cannot hang the process that parses it.
 */
export function checkCustomRegex(pattern: string, token: string): void {
  let inClass = false;
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index];
    if (char === '\\') {
      const escaped = pattern[index + 1] ?? '';
      if (!inClass && (/[1-9]/.test(escaped) || escaped === 'k')) {
        throw new LogFormatError(
          `The regex of "${token}" uses a back-reference, which is not allowed: only constructs that run in linear time are.`,
        );
      }
      index += 1;
    } else if (inClass) {
      inClass = char !== ']';
    } else if (char === '[') {
      inClass = true;
    } else if (char === '(') {
      checkGroupOpening(pattern, index, token);
    } else if (char === '{') {
      checkCountedRepetition(pattern, index, token);
    }
  }
  try {
    new RegExp(pattern);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new LogFormatError(`The regex of "${token}" is invalid: ${reason}`);
  }
  checkLinearWhereSupported(pattern, token);
}

function checkGroupOpening(pattern: string, open: number, token: string): void {
  if (pattern[open + 1] !== '?') {
    throw new LogFormatError(
      `The regex of "${token}" contains a capturing group; write (?:…) instead of (…).`,
    );
  }
  const kind = pattern.slice(open + 2, open + 4);
  if (kind.startsWith('=') || kind.startsWith('!') || kind === '<=' || kind === '<!') {
    throw new LogFormatError(
      `The regex of "${token}" uses a lookahead or lookbehind ("${pattern.slice(open, open + 4)}"), which is not allowed: only constructs that run in linear time are.`,
    );
  }
  if (kind.startsWith('<')) {
    throw new LogFormatError(
      `The regex of "${token}" contains a capturing group; write (?:…) instead of (?<name>…).`,
    );
  }
}

/** `{n}`, `{n,}`, `{n,m}` after an atom; any other `{` is a literal brace. */
function checkCountedRepetition(pattern: string, open: number, token: string): void {
  const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(open, open + 24));
  if (match === null) {
    return;
  }
  const low = Number(match[1]);
  // `{n,}` is n copies and a star: V8 counts it as n + 1.
  const high = match[2] === undefined ? low : match[3] === '' ? low + 1 : Number(match[3]);
  if (Math.max(low, high) > MAX_COUNTED_REPETITION) {
    throw new LogFormatError(
      `The regex of "${token}" repeats "${match[0]}" times; counts above ${MAX_COUNTED_REPETITION} cannot run in linear time, use + or * instead.`,
    );
  }
}

/**
 * Where the runtime has V8's linear engine flag (`l`, enabled by the apps' regex guard), it has
 * the last word: anything the scan above let through but V8 cannot run linearly (nested counted
 * repetitions, say) is refused too. Elsewhere (browsers, tests) the scan alone decides.
 */
function checkLinearWhereSupported(pattern: string, token: string): void {
  if (!LINEAR_FLAG_SUPPORTED) {
    return;
  }
  try {
    new RegExp(pattern, linearFlag);
  } catch {
    throw new LogFormatError(
      `The regex of "${token}" cannot run in linear time (nested repetitions?); simplify it.`,
    );
  }
}

/** V8's linear-engine flag, unknown to the standard (and so to lint) and to other engines. */
const linearFlag = ['l'].join('');

const LINEAR_FLAG_SUPPORTED = (() => {
  try {
    new RegExp('a', linearFlag);
    return true;
  } catch {
    return false;
  }
})();
