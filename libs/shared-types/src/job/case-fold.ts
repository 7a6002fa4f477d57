/**
 * V8's linear-time regex engine, which takes over a regex that backtracks too much (ADR 0016),
 * runs no regex with the `i` flag: a user's case-insensitive regex would have no such safety
 * net. `/abc/i` is rewritten instead into the case-sensitive `/[Aa][Bb][Cc]/`, which matches
 * exactly the same strings (non-Unicode mode, whose case rule is ECMAScript's Canonicalize: a code
 * unit's single-unit upper case, never mapping a non-ASCII letter to an ASCII one, so `ſ` and
 * the Kelvin sign stay apart from `s` and `k` as they do under `i`).
 */

const CLASS_ESCAPES = new Set(['d', 'D', 'w', 'W', 's', 'S']);
const CONTROL_ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, v: 11, f: 12 };

/** The code unit a non-Unicode `i` regex compares (ECMAScript Canonicalize). */
function canonical(code: number): number {
  const upper = String.fromCharCode(code).toUpperCase();
  if (upper.length !== 1) {
    return code;
  }
  const upperCode = upper.charCodeAt(0);
  return code >= 128 && upperCode < 128 ? code : upperCode;
}

let caseGroups: Map<number, readonly number[]> | undefined;

/** The code units that match `code` under `i`, itself included (built once, ≈ 65 536 look-ups). */
function equivalents(code: number): readonly number[] {
  if (caseGroups === undefined) {
    const byCanonical = new Map<number, number[]>();
    for (let unit = 0; unit <= 0xffff; unit++) {
      const key = canonical(unit);
      const group = byCanonical.get(key);
      if (group === undefined) {
        byCanonical.set(key, [unit]);
      } else {
        group.push(unit);
      }
    }
    caseGroups = new Map();
    for (const group of byCanonical.values()) {
      if (group.length > 1) {
        for (const unit of group) {
          caseGroups.set(unit, group);
        }
      }
    }
  }
  return caseGroups.get(code) ?? [code];
}

/** A code unit as it can stand anywhere in a pattern, class or not. */
function unitSource(code: number): string {
  const char = String.fromCharCode(code);
  return /[A-Za-z0-9]/.test(char) ? char : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** Ranges of consecutive code units, as class content. */
function classSource(units: Iterable<number>): string {
  let source = '';
  let first = -1;
  let last = -2;
  const close = () => {
    if (first !== -1) {
      source += last === first ? unitSource(first) : `${unitSource(first)}-${unitSource(last)}`;
    }
  };
  for (const unit of [...new Set(units)].sort((a, b) => a - b)) {
    if (unit !== last + 1) {
      close();
      first = unit;
    }
    last = unit;
  }
  close();
  return source;
}

/** One escape (after its backslash at `at - 1`): what it spells, and the code unit it stands for. */
function readEscape(
  pattern: string,
  at: number,
  inClass: boolean,
): { text: string; code?: number; end: number } {
  const letter = pattern[at] ?? '';
  const hex = (length: number) => {
    const digits = pattern.slice(at + 1, at + 1 + length);
    return new RegExp(`^[0-9A-Fa-f]{${String(length)}}$`).test(digits)
      ? { text: `\\${letter}${digits}`, code: parseInt(digits, 16), end: at + 1 + length }
      : undefined;
  };
  if (CLASS_ESCAPES.has(letter) || (!inClass && (letter === 'b' || letter === 'B'))) {
    return { text: `\\${letter}`, end: at + 1 };
  }
  if (letter === 'x' || letter === 'u') {
    return (
      hex(letter === 'x' ? 2 : 4) ?? {
        text: `\\${letter}`,
        code: letter.charCodeAt(0),
        end: at + 1,
      }
    );
  }
  if (letter === 'c') {
    const control = pattern[at + 1] ?? '';
    if (/[A-Za-z]/.test(control) || (inClass && /[0-9_]/.test(control))) {
      return { text: `\\c${control}`, code: control.charCodeAt(0) % 32, end: at + 2 };
    }
    // A lone `\c` is a backslash, and the `c` is read on its own.
    return { text: '\\\\', code: 92, end: at };
  }
  if (inClass && letter === 'b') {
    return { text: '\\b', code: 8, end: at + 1 };
  }
  const control = CONTROL_ESCAPES[letter];
  if (control !== undefined) {
    return { text: `\\${letter}`, code: control, end: at + 1 };
  }
  const octal = /^[0-7]{1,3}/.exec(pattern.slice(at, at + 3))?.[0];
  if (octal !== undefined) {
    // Outside a class only `\0` gets here (the caller refuses back-references); the legacy
    // octal escapes take at most the digits that keep the value under 0o400.
    const digits = parseInt(octal, 8) > 0o377 ? octal.slice(0, 2) : octal;
    return { text: `\\${digits}`, code: parseInt(digits, 8), end: at + digits.length };
  }
  if (!inClass && letter === 'k') {
    return { text: '\\k', end: at + 1 };
  }
  // An identity escape (`\.`, `\-`, `\A` in non-Unicode mode) is its character.
  return { text: `\\${letter}`, code: letter.charCodeAt(0), end: at + 1 };
}

/** A class from its `[` at `open`: its rewritten source and where it ends. */
function foldClass(pattern: string, open: number): { source: string; end: number } {
  let at = open + 1;
  const isNegated = pattern[at] === '^';
  if (isNegated) {
    at += 1;
  }
  let kept = '';
  const added: number[] = [];
  const addRange = (from: number, to: number) => {
    for (let unit = from; unit <= to; unit++) {
      added.push(...equivalents(unit));
    }
  };
  /** The class item at `at`: a code unit (with its text) or a class escape. */
  const readItem = (): { text: string; code?: number } => {
    const char = pattern[at] ?? '';
    if (char === '\\') {
      const escape = readEscape(pattern, at + 1, true);
      at = escape.end;
      return escape;
    }
    at += 1;
    return { text: char === '-' ? '\\-' : char, code: char.charCodeAt(0) };
  };
  while (at < pattern.length && pattern[at] !== ']') {
    const first = readItem();
    if (
      first.code !== undefined &&
      pattern[at] === '-' &&
      pattern[at + 1] !== ']' &&
      at + 1 < pattern.length
    ) {
      at += 1;
      const last = readItem();
      if (last.code !== undefined) {
        kept += `${first.text}-${last.text}`;
        addRange(first.code, last.code);
        continue;
      }
      // `[a-\w]`: in non-Unicode mode, three items (a, -, \w).
      kept += `${first.text}\\-${last.text}`;
      addRange(first.code, first.code);
      addRange(45, 45);
      continue;
    }
    kept += first.text;
    if (first.code !== undefined) {
      addRange(first.code, first.code);
    }
  }
  return { source: `[${isNegated ? '^' : ''}${kept}${classSource(added)}]`, end: at + 1 };
}

/**
 * The pattern of a non-Unicode `i` regex written without it: every letter, in or out of a
 * class, stands with its other cases. Group names and escapes that are not characters stay.
 */
export function foldCase(pattern: string): string {
  let source = '';
  const addUnit = (text: string, code: number) => {
    const group = equivalents(code);
    source += group.length > 1 ? `[${classSource(group)}]` : text;
  };
  for (let at = 0; at < pattern.length;) {
    const char = pattern[at] ?? '';
    if (char === '\\') {
      const escape = readEscape(pattern, at + 1, false);
      // Assertions and class escapes stay; a character (`\x41`, `\0`, `\A`) is folded.
      if (escape.code === undefined) {
        source += escape.text;
      } else {
        addUnit(escape.text, escape.code);
      }
      at = escape.end;
    } else if (char === '[') {
      const folded = foldClass(pattern, at);
      source += folded.source;
      at = folded.end;
    } else if (pattern.startsWith('(?<', at) && !/^\(\?<[=!]/.test(pattern.slice(at, at + 4))) {
      // A group's name is not matched text.
      const close = pattern.indexOf('>', at);
      source += pattern.slice(at, close + 1);
      at = close + 1;
    } else {
      addUnit(char, char.charCodeAt(0));
      at += 1;
    }
  }
  return source;
}

/**
 * The pattern and flags a user's regex runs with, so that V8's linear engine can take it over:
 * `i` folded into the pattern, `d` dropped (its match indices are never read).
 */
export function linearRunnable(pattern: string, flags: string): { pattern: string; flags: string } {
  return {
    pattern: flags.includes('i') ? foldCase(pattern) : pattern,
    flags: flags.replace(/[di]/g, ''),
  };
}
