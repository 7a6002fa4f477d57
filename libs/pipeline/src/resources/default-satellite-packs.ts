import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { SatellitePackName } from '@sillage/shared-types';
import { readCounterRobotsFile } from './resource-files.js';

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

/** Where the resources pack (ezpaarse-resources) keeps the COUNTER-Robots list. */
export const COUNTER_ROBOTS_IN_RESOURCES = path.join('counter-robots', 'COUNTER_Robots_list.json');

/**
 * The COUNTER-Robots list `COUNTER-Mode: r51` uses: the configured file (SILLAGE_COUNTER_ROBOTS,
 * `--counter-robots`, which then decides robots in every job) as given, else the resources pack's
 * copy when it is there (configured or fetched), since COUNTER asks for that list and the pack
 * ships it; undefined otherwise (COUNTER mode then falls back on the general robot test, and its
 * report's `robots_list` says so).
 */
export async function chooseCounterRobotsFile(
  configured: string | undefined,
  resourcesDir: string | undefined,
): Promise<string | undefined> {
  if (configured !== undefined || resourcesDir === undefined) {
    return configured;
  }
  const file = path.join(resourcesDir, COUNTER_ROBOTS_IN_RESOURCES);
  const info = await stat(file).catch(() => undefined);
  if (info?.isFile() !== true) {
    return undefined;
  }
  try {
    // A pack's file that cannot be used must not stop every job: the general list serves then,
    // and the COUNTER report's `robots_list` says which one counted. A pattern JavaScript cannot
    // read is left out of the list (the job's traces name it), not the whole list.
    readCounterRobotsFile(file);
    return file;
  } catch {
    return undefined;
  }
}
