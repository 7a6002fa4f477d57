import { isJwtShaped, listIndexNames } from './ezmesure.api.js';

describe('isJwtShaped', () => {
  it.each([
    ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', true],
    [' a.b.c ', true],
    ['a.b', false],
    ['a.b.c.d', false],
    ['not a token', false],
  ])('%s → %s', (token, expected) => {
    expect(isJwtShaped(token)).toBe(expected);
  });
});

describe('listIndexNames', () => {
  it("lists the keys of ezMESURE's indices, sorted", () => {
    expect(listIndexNames({ indices: { 'univ-b': { count: 2 }, 'univ-a': {} } })).toEqual([
      'univ-a',
      'univ-b',
    ]);
  });

  it('gives nothing when the answer has no indices', () => {
    expect(listIndexNames({})).toEqual([]);
  });

  it('refuses an answer that is not an object', () => {
    expect(() => listIndexNames('nope')).toThrow();
  });
});
