import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { SatellitePackName } from '@sillage/shared-types';

/**
 * Where a satellite pack (exclusion lists, resources) lives inside a data folder when none is
 * configured: beside the community platforms catalog, fetched by the api at first start.
 */
export function defaultSatellitePackDir(dataDir: string, name: SatellitePackName): string {
  return path.join(dataDir, 'packs', name);
}

/**
 * The exclusion lists a process loads: the configured folder (SILLAGE_EXCLUSIONS_DIR, `--exclusions`)
 * as given, else the data folder's default copy once the api has fetched it; undefined until then.
 */
export async function chooseExclusionsDir(
  configured: string | undefined,
  defaultDir: string | undefined,
): Promise<string | undefined> {
  if (configured !== undefined || defaultDir === undefined) {
    return configured;
  }
  const info = await stat(defaultDir).catch(() => undefined);
  return info?.isDirectory() === true ? defaultDir : undefined;
}
