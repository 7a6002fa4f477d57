import { verdictKeysOf, writeVerificationReport } from '../verify/verdict-store.js';

/**
 * Stores, in `verdictsDir`, the verdicts of a differential check that proved each of `platforms`
 * equal to the pack in `packDirs` (two URLs each, one a table row), as `sillage platforms verify` would: what a
 * test needs to see those platforms served natively, without running the check.
 */
export async function writeNativeVerdicts(
  verdictsDir: string,
  packDirs: readonly string[],
  platforms: readonly string[],
): Promise<void> {
  await writeVerificationReport(verdictsDir, {
    formatVersion: 1,
    ...(await verdictKeysOf(packDirs)),
    sourcesKey: 'test',
    computedAt: new Date().toISOString(),
    durationMs: 1,
    inputs: { table: 1, log: 0, list: 0, variants: 1 },
    platforms: platforms.map((platform) => ({
      platform,
      serving: 'native',
      tried: 2,
      equal: 2,
      differing: 0,
      answered: 2,
      tableRows: 1,
      differences: [],
      manifest: [],
    })),
  });
}
