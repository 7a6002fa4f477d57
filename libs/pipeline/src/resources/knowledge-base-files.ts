import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Where knowledge-base files sit: `<dir>/<platform>/*.txt` or, in a platform pack, `<dir>/<platform>/pkb/*.txt`. */
export type KnowledgeBaseLayout = 'kb-dirs' | 'pack';

/** One KBART file to load, with the platform it belongs to. */
export interface KnowledgeBaseFile {
  platform: string;
  file: string;
}

async function isDirectory(target: string): Promise<boolean> {
  try {
    return (await stat(target)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The reference loads a platform's packages in file-name order (its glob), so when several rows
 * match, the one of the first name wins: `WILEY_COUPERIN_FULL_2018-05-02.txt` before
 * `WILEY_GLOBAL_ALLJOURNALS_2016-08-31.txt`, whatever their dates (seen in its golden outputs).
 */
function compareFiles(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

async function listTextFiles(folder: string): Promise<string[]> {
  const names = await readdir(folder);
  return names
    .filter((name) => name.endsWith('.txt') && !name.endsWith('.miss.txt') && !name.startsWith('.'))
    .sort(compareFiles)
    .map((name) => path.join(folder, name));
}

/**
 * Lists the KBART files of each folder, per platform (folder name), in name order; without
 * a layout, a platform folder holding `pkb/` is read as a pack; a missing folder throws.
 */
export async function listKnowledgeBaseFiles(
  dirs: readonly string[],
  layout?: KnowledgeBaseLayout,
): Promise<KnowledgeBaseFile[]> {
  const files: KnowledgeBaseFile[] = [];
  for (const dir of dirs) {
    if (!(await isDirectory(dir))) {
      throw new Error(`Knowledge-base folder not found: ${dir}`);
    }
    const platforms = (await readdir(dir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .sort();
    for (const platform of platforms) {
      const pkbFolder = path.join(dir, platform, 'pkb');
      const isPack = layout === 'pack' || (layout === undefined && (await isDirectory(pkbFolder)));
      const folder = isPack ? pkbFolder : path.join(dir, platform);
      if (isPack && !(await isDirectory(folder))) {
        continue;
      }
      for (const file of await listTextFiles(folder)) {
        files.push({ platform, file });
      }
    }
  }
  return files;
}
