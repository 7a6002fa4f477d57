/**
 * Largest bound of a counted repetition (`{n}`, `{n,m}`) that V8's linear-time engine accepts;
 * above it the regex could only run on the backtracking engine, which the apps' regex guard
 * (ADR 0016) cannot stop.
 */
const MAX_COUNTED_REPETITION = 16;

/**
 * Why a user's regex could need backtracking, so that one crafted log line could hold the process
 * that runs it for hours, or undefined when it runs in linear time (ADR 0023): back-references,
 * lookaheads and lookbehinds, counted repetitions above 16, and (where the runtime has V8's linear
 * engine flag, as the apps do) anything else that engine refuses, such as nested counted
 * repetitions, and the Unicode flags, which that engine does not run. The pattern must compile;
 * the caller checks that first, and folds `i` into it (`linearRunnable`).
 */
export function nonLinearConstruct(pattern: string, flags = ''): string | undefined {
  const unicode = /[uv]/.exec(flags)?.[0];
  if (unicode !== undefined) {
    return `the "${unicode}" flag (Unicode mode has no linear-time engine in this runtime)`;
  }
  let inClass = false;
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index];
    if (char === '\\') {
      const escaped = pattern[index + 1] ?? '';
      if (!inClass && (/[1-9]/.test(escaped) || escaped === 'k')) {
        return 'a back-reference';
      }
      index += 1;
    } else if (inClass) {
      inClass = char !== ']';
    } else if (char === '[') {
      inClass = true;
    } else if (char === '(' && pattern[index + 1] === '?') {
      const kind = pattern.slice(index + 2, index + 4);
      if (kind.startsWith('=') || kind.startsWith('!') || kind === '<=' || kind === '<!') {
        return `a lookahead or lookbehind ("${pattern.slice(index, index + 4)}")`;
      }
    } else if (char === '{') {
      const repeated = countedRepetitionAbove(pattern, index);
      if (repeated !== undefined) {
        return `"${repeated}" repetitions (counts above ${String(MAX_COUNTED_REPETITION)}: use + or * instead)`;
      }
    }
  }
  if (LINEAR_FLAG_SUPPORTED) {
    try {
      new RegExp(pattern, flags.replace(/[^dgimsuy]/g, '') + linearFlag);
    } catch {
      return 'constructs that cannot run in linear time (nested repetitions?)';
    }
  }
  return undefined;
}

/** `{n}`, `{n,}`, `{n,m}` at `open` when its count is above the limit; any other `{` is literal. */
function countedRepetitionAbove(pattern: string, open: number): string | undefined {
  const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(open, open + 24));
  if (match === null) {
    return undefined;
  }
  const low = Number(match[1]);
  // `{n,}` is n copies and a star: V8 counts it as n + 1.
  const high = match[2] === undefined ? low : match[3] === '' ? low + 1 : Number(match[3]);
  return Math.max(low, high) > MAX_COUNTED_REPETITION ? match[0] : undefined;
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
