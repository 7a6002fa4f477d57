/**
 * The data folder of a server on this machine, whose community platforms catalog
 * (`packs/platforms`) `sillage process` uses by default: SILLAGE_DATA_DIR as `sillage-api` reads
 * it, else `./data`.
 */
export function readDataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.SILLAGE_DATA_DIR?.trim();
  return value === undefined || value === '' ? './data' : value;
}
