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

const TRUE_WORDS = ['true', '1', 'yes', 'on'];
const FALSE_WORDS = ['false', '0', 'no', 'off', ''];

/**
 * SILLAGE_PLATFORM_PACK_WINS: true makes a pack platform replace the native one of the same name
 * (default false: native wins). Any other word than true/false, 1/0, yes/no, on/off is an error.
 */
export function readPlatformPackWinsFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = (env.SILLAGE_PLATFORM_PACK_WINS ?? '').trim().toLowerCase();
  if (TRUE_WORDS.includes(raw)) {
    return true;
  }
  if (FALSE_WORDS.includes(raw)) {
    return false;
  }
  throw new Error(
    `SILLAGE_PLATFORM_PACK_WINS must be true or false (also 1/0, yes/no, on/off), not "${env.SILLAGE_PLATFORM_PACK_WINS ?? ''}"`,
  );
}
