import {
  ACCEPTANCE_LOGS_DIR,
  ACCEPTANCE_PLATFORMS_DIR,
  SHARED_PACK_DIR,
} from '../testing/paths.js';
import { verifyPlatforms } from './verify-platforms.js';
import type { VerificationReport } from './verification.types.js';

// A few platforms of the real pack, with the acceptance tables and logs (the full run over
// every platform is a CI step: tools/platforms-verify.mjs).
// `osiris` comes out equal (`123rf` and `reaxys` did before the variants changed URL structure,
// ADR 0067), the others differ.
const SOME = ['123rf', 'aaf', 'acs', 'bmc', 'cairn', 'hal', 'osiris', 'reaxys', 'wiley'];

let report: VerificationReport;

beforeAll(async () => {
  report = await verifyPlatforms({
    packs: [SHARED_PACK_DIR],
    tables: [ACCEPTANCE_PLATFORMS_DIR],
    logs: [ACCEPTANCE_LOGS_DIR],
    only: SOME,
    threads: 1,
  });
}, 180_000);

describe('differential check over the shared pack, tables and logs', () => {
  it('gives a verdict for each platform asked, each tried on table and log URLs with variants', () => {
    expect(report.platforms.map((verdict) => verdict.platform)).toEqual(SOME);
    expect(report.inputs.table).toBeGreaterThan(3000);
    expect(report.inputs.log).toBeGreaterThan(10_000);
    expect(report.inputs.variants).toBeGreaterThan(report.platforms.length * 20);
    for (const verdict of report.platforms) {
      expect(verdict.tried).toBeGreaterThan(0);
      expect(verdict.equal + verdict.differing).toBe(verdict.tried);
    }
  });

  it('serves natively only platforms equal on every URL tried, exercised, with the same hosts', () => {
    expect(report.platforms.some((entry) => entry.serving === 'native')).toBe(true);
    for (const verdict of report.platforms.filter((entry) => entry.serving === 'native')) {
      expect(verdict).toMatchObject({ differing: 0, equal: verdict.tried, manifest: [] });
      expect(verdict.answered).toBeGreaterThan(0);
    }
    for (const verdict of report.platforms.filter((entry) => entry.serving === 'pack')) {
      expect(verdict.differing > 0 || verdict.answered === 0 || verdict.manifest.length > 0).toBe(
        true,
      );
      expect(verdict.differences.length).toBe(Math.min(5, verdict.differing));
    }
  });

  it('finds what the native rules of allAfrica only learned from their table', () => {
    // The example: `aaf` knows the shapes of its table, not the parser's other branches.
    const aaf = report.platforms.find((verdict) => verdict.platform === 'aaf');
    expect(aaf?.serving).toBe('pack');
    expect(aaf?.differing).toBeGreaterThan(0);
    expect(aaf?.differences[0]?.url).toContain('allafrica.com');
  });

  it('leaves to the pack a platform whose hosts come from its knowledge base', () => {
    // bmc's hosts are its KBART files' (`pkb-domains`): the native list is not the pack's.
    const bmc = report.platforms.find((verdict) => verdict.platform === 'bmc');
    expect(bmc?.serving).toBe('pack');
    expect(bmc?.manifest).toContainEqual(expect.stringMatching(/^hosts only in the native/));
  });
});
