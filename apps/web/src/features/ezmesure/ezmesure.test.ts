import { isJwtShaped } from './ezmesure.api.js';

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
