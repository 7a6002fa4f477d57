import { foldCase } from './case-fold.js';

/** Letters whose cases JavaScript treats unevenly, beside plain ASCII and a few specials. */
const UNITS = [
  ...[
    'a',
    'A',
    'b',
    'B',
    'k',
    'K',
    's',
    'S',
    'z',
    'Z',
    'i',
    'I',
    '0',
    '9',
    '_',
    '-',
    '.',
    '@',
    ' ',
  ],
  'ſ',
  'K',
  'é',
  'É',
  'ß',
  'İ',
  'ı',
  'µ',
  'Μ',
  'μ',
  'Σ',
  'σ',
  'ς',
  'ǅ',
  'ǆ',
  'Ǆ',
  '\u00ff',
  '\u0178',
];
const PIECES = [
  ...UNITS.filter((unit) => !'.-'.includes(unit)),
  '.',
  '\\w',
  '\\W',
  '\\d',
  '\\s',
  '\\b',
  '\\B',
  '\\x41',
  '\\x6b',
  '\\u00e9',
  '\\u017f',
  '\\A',
  '\\-',
  '\\.',
  '\\cJ',
  '\\0',
  '[a-f]',
  '[^a-z]',
  '[A-Z0-9._-]',
  '[\\w-]',
  '[a-]',
  '[-K]',
  '[é-ÿ]',
  '[^\\W_]',
  '[\\x41-\\x5a]',
  '[ſ]',
  '[\\b]',
  '[0-9A-Fa-f]',
  '(?:',
  '(?<Name>',
  '(',
  ')',
  '|',
  '*',
  '+',
  '?',
  '{2}',
  '{1,3}',
  '^',
  '$',
];

/** A seeded generator (mulberry32): the same cases on every run, many more than a table holds. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const join = (items: readonly string[], maxLength: number) =>
    Array.from({ length: 1 + Math.floor(next() * maxLength) }, () => pick(items)).join('');
  return { pick, join };
}

/** Whether `pattern` compiles as a non-Unicode case-insensitive regex. */
function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'i');
    return true;
  } catch {
    return false;
  }
}

/** What `exec` finds: the match and its groups, and where. */
function found(regex: RegExp, input: string) {
  const match = regex.exec(input);
  return match === null ? null : { groups: [...match], index: match.index };
}

describe('foldCase', () => {
  it.each([
    ['abc', 'XaBcY', true],
    ['[a-f]+', 'FACE', true],
    ['k', '\u212a', false],
    ['s', 'ſ', false],
    ['\\x41', 'a', true],
    ['[^a-z]', 'Q', false],
    ['(?<Name>x)', 'X', true],
  ])('/%s/i and its folded form agree on %j', (pattern, input, matches) => {
    expect(new RegExp(pattern, 'i').test(input)).toBe(matches);
    expect(new RegExp(foldCase(pattern)).test(input)).toBe(matches);
  });

  it('keeps group names as written', () => {
    expect(foldCase('(?<First>a)')).toBe('(?<First>[Aa])');
  });

  it('matches what the i flag matches, on generated patterns and inputs', () => {
    const random = seeded(20261206);
    let tried = 0;
    while (tried < 5000) {
      const pattern = random.join(PIECES, 8);
      if (!compiles(pattern)) {
        continue;
      }
      tried += 1;
      const insensitive = new RegExp(pattern, 'i');
      const folded = new RegExp(foldCase(pattern));
      for (let input = 0; input < 8; input++) {
        const text = random.join(UNITS, 12);
        expect({ pattern, text, found: found(folded, text) }).toEqual({
          pattern,
          text,
          found: found(insensitive, text),
        });
      }
    }
  });
});
