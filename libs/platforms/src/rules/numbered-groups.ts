/**
 * A rule regex with its named groups turned into plain numbered ones.
 *
 * Why: a successful `exec` of a regex with named groups builds a `groups` object besides the
 * match array; rules read their captures by name millions of times, so the names are resolved
 * once, at load, into group numbers.
 */
export interface NumberedRegex {
  regex: RegExp;
  /** Group number of each name. */
  groups: ReadonlyMap<string, number>;
}

const NAME = /^[A-Za-z_$][\w$]*$/;

/**
 * The regex without group names, and where each name was. Undefined when the source uses what
 * this reading does not handle (a named back-reference `\k<…>`): such a regex keeps its names.
 */
export function numberGroups(regex: RegExp): NumberedRegex | undefined {
  const { source } = regex;
  if (source.includes('\\k<')) {
    return undefined;
  }
  const groups = new Map<string, number>();
  let plain = '';
  let number = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source.charAt(i);
    if (char === '\\') {
      plain += source.slice(i, i + 2);
      i += 1;
      continue;
    }
    if (inClass) {
      inClass = char !== ']';
    } else if (char === '[') {
      inClass = true;
    } else if (char === '(') {
      if (source[i + 1] !== '?') {
        number += 1;
      } else if (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!') {
        const close = source.indexOf('>', i + 3);
        const name = source.slice(i + 3, close);
        if (close === -1 || !NAME.test(name) || groups.has(name)) {
          return undefined;
        }
        number += 1;
        groups.set(name, number);
        plain += '(';
        i = close;
        continue;
      }
    }
    plain += char;
  }
  if (groups.size === 0) {
    return undefined;
  }
  return { regex: new RegExp(plain, regex.flags), groups };
}
