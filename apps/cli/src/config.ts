import {
  enricherIdentityOf,
  parseEnricherUrls,
  type NetworkEnricherResources,
} from '@sillage/pipeline';

/**
 * The data folder of a server on this machine, whose community platforms catalog
 * (`packs/platforms`) `sillage process` uses by default: SILLAGE_DATA_DIR as `sillage-api` reads
 * it, else `./data`.
 */
export function readDataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return readConfiguredDataDir(env) ?? './data';
}

/** The data folder SILLAGE_DATA_DIR names, if it names one (checked: a typo is refused). */
export function readConfiguredDataDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.SILLAGE_DATA_DIR?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/**
 * Roots and `User-Agent` of the network enrichers (SILLAGE_ENRICHER_URLS,
 * SILLAGE_ENRICHER_USER_AGENT, else the default one with SILLAGE_ENRICHER_CONTACT), read and
 * checked as `sillage-api` reads them; throws naming what it cannot read. A run on this machine
 * is no instance: SILLAGE_PUBLIC_URL is not taken as its site.
 */
export function readEnricherResourcesFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): NetworkEnricherResources {
  const baseUrls = named('SILLAGE_ENRICHER_URLS', () =>
    parseEnricherUrls(env.SILLAGE_ENRICHER_URLS),
  );
  const userAgent = env.SILLAGE_ENRICHER_USER_AGENT?.trim();
  const identity = named('SILLAGE_ENRICHER_CONTACT', () =>
    enricherIdentityOf(env.SILLAGE_ENRICHER_CONTACT, undefined),
  );
  return { baseUrls, ...(userAgent ? { userAgent } : {}), ...identity };
}

/** What `read` gives, its error prefixed with the variable it read. */
function named<T>(variable: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new Error(`${variable}: ${(error as Error).message}`);
  }
}

/**
 * The server `sillage upload` sends to and the account it signs in with: SILLAGE_SERVER,
 * SILLAGE_USER, SILLAGE_PASSWORD (a password is never an option: the command line is visible to
 * every user of the machine).
 */
export function readUploadEnv(env: NodeJS.ProcessEnv = process.env): {
  server?: string;
  user?: string;
  password?: string;
} {
  const server = env.SILLAGE_SERVER?.trim();
  const user = env.SILLAGE_USER?.trim();
  const password = env.SILLAGE_PASSWORD;
  return {
    ...(server ? { server } : {}),
    ...(user ? { user } : {}),
    ...(password === undefined ? {} : { password }),
  };
}
