import { defaultPlatformsPackDir, type PlatformPacksChoice } from '@sillage/pipeline';
import type { JobSettings } from '@sillage/shared-types';

/**
 * The community catalog a command falls back on when no pack is given (`--platforms`,
 * SILLAGE_PLATFORM_PACKS) and `--native-only` is not: the one the server fetched into its data
 * folder, which its jobs load.
 */
export function defaultPackOf(
  configured: readonly string[],
  nativeOnly: boolean | undefined,
  dataDir: string,
): string | undefined {
  return configured.length > 0 || nativeOnly === true
    ? undefined
    : defaultPlatformsPackDir(dataDir);
}

/** Which platform catalog a command chose by itself (no pack given), for stderr. */
export function describeCatalog(
  defaultPack: string,
  choice: PlatformPacksChoice,
  platformsVersion: string | undefined,
): string {
  if (choice.packs.length > 0) {
    return `sillage: platforms: community catalog ${defaultPack}${platformsVersion === undefined ? '' : ` (${platformsVersion})`}\n`;
  }
  return `sillage: platforms: ${choice.notice?.text ?? 'native rules only'} (looked in ${defaultPack}; --platforms <dir> gives a pack)\n`;
}

/**
 * COUNTER mode without the COUNTER-Robots list (no --counter-robots, no data folder holding the
 * resources pack the api fetches): robots are then told by isbot, which lets empty and
 * one-character user agents count where COUNTER's list excludes them. counter.json names the
 * list it used; this says so before the run. Undefined when there is nothing to say.
 */
export function describeCounterRobots(
  settings: Pick<JobSettings, 'counterMode'>,
  counterRobotsFile: string | undefined,
): string | undefined {
  return settings.counterMode !== 'r51' || counterRobotsFile !== undefined
    ? undefined
    : 'sillage: COUNTER mode without the COUNTER-Robots list: robots are told by isbot, which counts empty and one-character user agents (--counter-robots <COUNTER_Robots_list.json> gives the list)\n';
}
