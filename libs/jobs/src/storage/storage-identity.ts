import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The app_config key under which the api records the id of its job storage. */
export const JOB_STORAGE_ID_KEY = 'jobStorageId';

/** The file, in a job storage folder, that holds its id. */
const ID_FILE = '.storage-id';

/** The id of the job storage in `root`, undefined when none was made there. */
export async function readStorageId(root: string): Promise<string | undefined> {
  try {
    const id = (await readFile(path.join(root, ID_FILE), 'utf8')).trim();
    return id === '' ? undefined : id;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined;
    }
    throw error;
  }
}

/**
 * The id of the job storage in `root`, made at its first use: the api records it in the
 * database, and a worker compares it with its own folder's, so that a worker given another
 * folder than the api's refuses to start instead of failing every job it takes.
 */
export async function ensureStorageId(root: string): Promise<string> {
  const known = await readStorageId(root);
  if (known !== undefined) {
    return known;
  }
  await mkdir(root, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  try {
    await writeFile(path.join(root, ID_FILE), `${id}\n`, { flag: 'wx' });
    return id;
  } catch (error) {
    // Another api on the same folder made it meanwhile: its id is the folder's, once written
    // (the file exists, empty, between its creation and its write).
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      for (let tries = 0; tries < 50; tries += 1) {
        const written = await readStorageId(root);
        if (written !== undefined) {
          return written;
        }
        await sleep(20);
      }
      throw new Error(`${path.join(root, ID_FILE)} stays empty: remove it and start again`);
    }
    throw error;
  }
}

/**
 * Why a worker must not take jobs from this folder, or undefined when it may: the api recorded
 * another storage id than the one found here (none at all when the folder is not shared).
 */
export function describeStorageMismatch(
  dataDir: string,
  recorded: unknown,
  own: string | undefined,
): string | undefined {
  if (typeof recorded !== 'string' || recorded === own) {
    return undefined;
  }
  return (
    `SILLAGE_DATA_DIR: ${dataDir} is not the api's data folder: its job files are not there ` +
    `(${own === undefined ? 'no job storage' : 'another job storage'}), so every job this worker took would fail; ` +
    'give every worker the folder the api uses (shared)'
  );
}
