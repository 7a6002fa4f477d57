import { defaultPlatformsPackDir, type PlatformPacksChoice } from '@sillage/pipeline';

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
