import { NATIVE_PLATFORMS, type VerificationReport } from '@sillage/platforms';
import type { PlatformServingVerdict } from '@sillage/shared-types';

const NATIVE_NAMES = new Set(NATIVE_PLATFORMS.map((definition) => definition.name));

/**
 * Verdict of each platform both native and in the pack: the check's when it has run for this
 * pack version, else pending (such a platform serves from the pack meanwhile).
 */
export function verdictsOf(
  report: VerificationReport | undefined,
  packNames: readonly string[],
): Map<string, PlatformServingVerdict> {
  const verdicts = new Map<string, PlatformServingVerdict>();
  for (const verdict of report?.platforms ?? []) {
    verdicts.set(verdict.platform, {
      serving: verdict.serving,
      triedUrls: verdict.tried,
      equalUrls: verdict.equal,
      differingUrls: verdict.differing,
      tableRows: verdict.tableRows,
    });
  }
  for (const name of packNames) {
    if (NATIVE_NAMES.has(name) && !verdicts.has(name)) {
      verdicts.set(name, {
        serving: 'pack',
        pending: true,
        triedUrls: 0,
        equalUrls: 0,
        differingUrls: 0,
        tableRows: 0,
      });
    }
  }
  return verdicts;
}
