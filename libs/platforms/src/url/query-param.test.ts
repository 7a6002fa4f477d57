import fc from 'fast-check';
import { parse as parseQueryString } from 'node:querystring';
import { readQueryParam } from './query-param.js';

const NAMES = ['a', 'b', 'a b', 'é', '', '__proto__', 'x=y', 'a+b', '%41', 'A'];

describe('readQueryParam', () => {
  it.each([
    ['a=1&b=2', 'a', '1'],
    ['a=1&a=2&a=3', 'a', ['1', '2', '3']],
    ['a+b=c+d', 'a b', 'c d'],
    ['%61=%C3%A9t%C3%A9', 'a', 'été'],
    ['a=%2B', 'a', '+'],
    ['a=%E9', 'a', '\uFFFD'],
    ['a=%zz%41', 'a', '%zzA'],
    ['a', 'a', ''],
    ['a=b=c', 'a', 'b=c'],
    ['&&a=1&', 'a', '1'],
    ['b=1', 'a', undefined],
    // querystring decodes the value when the key holds two escapes, even if the value holds none.
    ['%C3%A9=%\u{1F600}', 'é', '%=\u0000'],
    ['%41%41=%é', 'AA', '%\uFFFD'],
    ['%41=%é', 'A', '%é'],
    ['%41+%41=%é', 'A A', '%\uFFFD'],
  ])('%s → %s = %j', (query, name, expected) => {
    expect(readQueryParam(query, name)).toEqual(expected);
    expect(readQueryParam(query, name)).toEqual(parseQueryString(query)[name]);
  });

  it('stops where querystring stops (1000 pairs)', () => {
    expect(readQueryParam(`${'x=1&'.repeat(999)}a=last`, 'a')).toBe('last');
    expect(readQueryParam(`${'x=1&'.repeat(1000)}a=late`, 'a')).toBeUndefined();
    expect(readQueryParam(`${'&'.repeat(998)}a=1&a=2`, 'a')).toEqual(
      parseQueryString(`${'&'.repeat(998)}a=1&a=2`).a,
    );
  });

  it('agrees with querystring.parse on random queries', () => {
    const piece = fc.constantFrom(
      'a',
      'b',
      ' ',
      '+',
      '%',
      '=',
      '&',
      '4',
      'F',
      '%41',
      '%2B',
      '%C3%A9',
      '%A9',
      '%E9',
      'é',
      '%zz',
      '_',
      '\u{1F600}',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.constantFrom(...NAMES), (parts, name) => {
        const query = parts.join('');
        expect(readQueryParam(query, name)).toEqual(parseQueryString(query)[name]);
      }),
      { numRuns: 20_000 },
    );
  });
});
