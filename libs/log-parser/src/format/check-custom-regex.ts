import { LogFormatError } from './log-format-error.js';

/**
 * Rejects a custom `<regex>` that would shift the capture groups of the whole format (capturing
 * groups, back-references) or that does not compile on its own.
 */
export function checkCustomRegex(pattern: string, token: string): void {
  let inClass = false;
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index];
    if (char === '\\') {
      const escaped = pattern[index + 1] ?? '';
      if (!inClass && (/[1-9]/.test(escaped) || escaped === 'k')) {
        throw new LogFormatError(
          `The regex of "${token}" uses a back-reference, which is not allowed.`,
        );
      }
      index += 1;
    } else if (inClass) {
      inClass = char !== ']';
    } else if (char === '[') {
      inClass = true;
    } else if (char === '(' && isCapturingGroup(pattern, index)) {
      throw new LogFormatError(
        `The regex of "${token}" contains a capturing group; write (?:…) instead of (…).`,
      );
    }
  }
  try {
    new RegExp(pattern);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new LogFormatError(`The regex of "${token}" is invalid: ${reason}`);
  }
}

function isCapturingGroup(pattern: string, open: number): boolean {
  if (pattern[open + 1] !== '?') {
    return true;
  }
  // `(?<name>…)` captures; `(?<=…)` and `(?<!…)` are lookbehinds.
  return pattern[open + 2] === '<' && pattern[open + 3] !== '=' && pattern[open + 3] !== '!';
}
