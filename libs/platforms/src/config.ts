import path from 'node:path';

/**
 * Pack folders listed in SILLAGE_PLATFORM_PACKS (separated by the OS path delimiter or commas);
 * empty when unset.
 */
export function readPlatformPacksFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const raw = env.SILLAGE_PLATFORM_PACKS ?? '';
  return raw
    .split(new RegExp(`[${path.delimiter === ';' ? ';' : ':'},]`))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
