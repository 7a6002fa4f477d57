import type { VerificationReport } from '@sillage/platforms';
import { verdictsOf } from './platform-verdicts.js';

const report: VerificationReport = {
  formatVersion: 1,
  packKey: 'git:1',
  codeKey: 'c',
  sourcesKey: 's',
  computedAt: new Date(0).toISOString(),
  durationMs: 1,
  inputs: { table: 1, log: 0, list: 0, variants: 1 },
  platforms: [
    {
      platform: 'sd',
      serving: 'native',
      tried: 40,
      equal: 40,
      differing: 0,
      answered: 30,
      tableRows: 2,
      differences: [],
      manifest: [],
    },
    {
      platform: 'aaf',
      serving: 'pack',
      tried: 20,
      equal: 18,
      differing: 2,
      answered: 9,
      tableRows: 2,
      differences: [],
      manifest: [],
    },
  ],
};

describe('verdictsOf', () => {
  it('gives the checked platforms their verdict and URL counts', () => {
    expect(Object.fromEntries(verdictsOf(report, ['aaf']))).toEqual({
      sd: { serving: 'native', triedUrls: 40, equalUrls: 40, differingUrls: 0, tableRows: 2 },
      aaf: { serving: 'pack', triedUrls: 20, equalUrls: 18, differingUrls: 2, tableRows: 2 },
    });
  });

  it('says pending for a platform both native and in the pack that has no verdict yet', () => {
    // `acs` is native too; `demo-only-in-the-pack` is not: it has no verdict to wait for.
    expect(Object.fromEntries(verdictsOf(undefined, ['acs', 'demo-only-in-the-pack']))).toEqual({
      acs: {
        serving: 'pack',
        pending: true,
        triedUrls: 0,
        equalUrls: 0,
        differingUrls: 0,
        tableRows: 0,
      },
    });
  });
});
