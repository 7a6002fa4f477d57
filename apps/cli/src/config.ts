import { parseEnricherUrls, type NetworkEnricherResources } from '@sillage/pipeline';

/**
 * The data folder of a server on this machine, whose community platforms catalog
 * (`packs/platforms`) `sillage process` uses by default: SILLAGE_DATA_DIR as `sillage-api` reads
 * it, else `./data`.
 */
export function readDataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.SILLAGE_DATA_DIR?.trim();
  return value === undefined || value === '' ? './data' : value;
}

/**
 * Roots and `User-Agent` of the network enrichers (SILLAGE_ENRICHER_URLS,
 * SILLAGE_ENRICHER_USER_AGENT), read and checked as `sillage-api` reads them; throws naming
 * what it cannot read.
 */
export function readEnricherResourcesFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): NetworkEnricherResources {
  const baseUrls = parseEnricherUrls(env.SILLAGE_ENRICHER_URLS);
  const userAgent = env.SILLAGE_ENRICHER_USER_AGENT?.trim();
  return { baseUrls, ...(userAgent ? { userAgent } : {}) };
}
