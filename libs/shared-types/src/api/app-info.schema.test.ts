import { isBetaVersion } from './app-info.schema.js';

describe('isBetaVersion', () => {
  it.each([
    ['1.0.0', false],
    ['v3.10.5', false],
    ['abc1234', true],
    ['1.0.0-2-gabc1234', true],
    ['1.0', true],
    ['version1.0.0', true],
  ])('%s: beta %s', (version, beta) => {
    expect(isBetaVersion(version)).toBe(beta);
  });
});
