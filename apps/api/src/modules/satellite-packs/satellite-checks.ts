import { readdir } from 'node:fs/promises';
import type { SatellitePackName } from '@sillage/shared-types';
import { CloneFailed } from '../platforms-catalog/clone-repository.js';
import { validateExclusionsPack, validateResourcesPack } from '../packs/pack-validation.js';

// The files each pack must hold to be worth putting in place: an empty or unrelated repository
// (a wrong SILLAGE_*_REPOSITORY_URL) is refused instead of looking like a pack without content.
const EXPECTED: Record<SatellitePackName, { files: RegExp; hint: string }> = {
  exclusions: {
    files: /^(robots|hosts|domains)\..+\.txt$/,
    hint: 'no exclusion list (robots.*.txt, hosts.*.txt, domains.*.txt)',
  },
  resources: {
    files: /^(predefined-settings|countries)\.json$/,
    hint: 'neither predefined-settings.json nor countries.json',
  },
};

const VALIDATE = { exclusions: validateExclusionsPack, resources: validateResourcesPack };

/**
 * The check a fetched satellite pack passes before it is put in place: the files of its kind, in
 * the shape an update of that pack from the admin pages requires.
 */
export function satelliteCheck(
  name: SatellitePackName,
  branch: string,
): (clone: string) => Promise<void> {
  const { files, hint } = EXPECTED[name];
  return async (clone) => {
    if (!(await readdir(clone)).some((file) => files.test(file))) {
      throw new CloneFailed(`branch ${branch} of the repository holds ${hint}`);
    }
    try {
      // (No version in place yet to compare with: the clone is both.)
      await VALIDATE[name](clone, clone);
    } catch (error) {
      throw new CloneFailed(
        `the repository's ${name} cannot be used: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
}
