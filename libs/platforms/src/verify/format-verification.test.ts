import { formatVerification } from './format-verification.js';
import type { PlatformVerdict, VerificationReport } from './verification.types.js';

function verdict(platform: string, extra: Partial<PlatformVerdict>): PlatformVerdict {
  return {
    platform,
    serving: 'pack',
    tried: 4,
    equal: 4,
    differing: 0,
    answered: 4,
    tableRows: 2,
    differences: [],
    manifest: [],
    ...extra,
  };
}

function reportOf(platforms: PlatformVerdict[]): VerificationReport {
  return {
    formatVersion: 1,
    packKey: 'content:test',
    codeKey: 'test',
    sourcesKey: 'test',
    computedAt: '2024-01-01T00:00:00.000Z',
    durationMs: 1000,
    inputs: { table: 4, log: 0, list: 0, variants: 0 },
    platforms,
  };
}

describe('formatVerification', () => {
  it('splits the platforms served from the pack by why, adding up', () => {
    const lines = formatVerification(
      reportOf([
        verdict('alpha', { serving: 'native' }),
        // Differs (the native rules answer) although the pack never answered: listed as differing.
        verdict('beta', { equal: 2, differing: 2, answered: 0 }),
        verdict('gamma', { tried: 2, equal: 2, answered: 0 }),
        verdict('delta', { equal: 3, differing: 1, answered: 4 }),
        // Equal wherever tried, but on no row of its own test table.
        verdict('epsilon', { tableRows: 0 }),
      ]),
    );
    expect(lines[0]).toMatch(/^platform +serving +tried +equal +differing +table rows$/);
    expect(lines).toContain('epsilon   pack     4        4        0          0');
    expect(lines).toContain(
      'epsilon: pack (not proven: no row of its test table was tried (the pack has none; --tables adds some))',
    );
    expect(lines).toContain('beta: pack (2 differing URL(s))');
    expect(lines).toContain(
      'gamma: pack (never exercised: no URL tried got an answer from the pack)',
    );
    expect(lines.at(-2)).toBe(
      '5 platforms both native and in the pack: 1 serves natively (equal on every URL tried), 4 from the pack (2 differ, 1 without a test table, 1 never exercised)',
    );
  });

  it('counts one platform in the singular', () => {
    const lines = formatVerification(reportOf([verdict('alpha', { serving: 'native' })]));
    expect(lines.at(-2)).toBe(
      '1 platform both native and in the pack: 1 serves natively (equal on every URL tried), 0 from the pack (0 differ, 0 without a test table, 0 never exercised)',
    );
  });
});
