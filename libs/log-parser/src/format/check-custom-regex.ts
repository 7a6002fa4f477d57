import { nonLinearConstruct } from '@sillage/shared-types';
import { LogFormatError } from './log-format-error.js';

/**
 * Rejects a custom `<regex>` that would shift the capture groups of the whole format (capturing
 * groups), that needs backtracking to run (see `nonLinearConstruct`), or that does not compile on
 * its own. What passes runs in linear time (ADR 0023), so a crafted log line cannot hang the
 * process that parses it.
 */
export function checkCustomRegex(pattern: string, token: string): void {
  checkNoCapturingGroup(pattern, token);
  try {
    new RegExp(pattern);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new LogFormatError(`The regex of "${token}" is invalid: ${reason}`);
  }
  const construct = nonLinearConstruct(pattern);
  if (construct !== undefined) {
    throw new LogFormatError(
      `The regex of "${token}" uses ${construct}, which is not allowed: only constructs that run in linear time are.`,
    );
  }
}

function checkNoCapturingGroup(pattern: string, token: string): void {
  let inClass = false;
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index];
    if (char === '\\') {
      index += 1;
    } else if (inClass) {
      inClass = char !== ']';
    } else if (char === '[') {
      inClass = true;
    } else if (char === '(') {
      const kind = pattern.slice(index + 1, index + 4);
      if (!kind.startsWith('?')) {
        throw new LogFormatError(
          `The regex of "${token}" contains a capturing group; write (?:…) instead of (…).`,
        );
      }
      if (kind.startsWith('?<') && kind !== '?<=' && kind !== '?<!') {
        throw new LogFormatError(
          `The regex of "${token}" contains a capturing group; write (?:…) instead of (?<name>…).`,
        );
      }
    }
  }
}
