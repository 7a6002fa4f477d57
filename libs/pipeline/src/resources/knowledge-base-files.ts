import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Where knowledge-base files sit: `<dir>/<platform>/*.txt` or, in a platform pack, `<dir>/<platform>/pkb/*.txt`. */
export type KnowledgeBaseLayout = 'kb-dirs' | 'pack';

/** One KBART file to load, with the platform it belongs to. */
export interface KnowledgeBaseFile {
  platform: string;
  file: string;
}

function isDirectory(target: string): boolean {
  try {
    return statSync(target).isDirectory();
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

function listTextFiles(folder: string): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    // A platform folder that cannot be listed (no permission) is given as one file: reading it
    // fails, and it is counted and named with the files that could not be read. Thrown, it lost
    // every platform's files, and the knowledge base said only "unavailable".
    return [folder];
  }
  return (
    names
      .filter(
        (name) => name.endsWith('.txt') && !name.endsWith('.miss.txt') && !name.startsWith('.'),
      )
      .sort(compareFiles)
      .map((name) => path.join(folder, name))
      // A folder or a link to nothing named `*.txt` is no KBART file: read, it failed the
      // platform's every file.
      .filter((file) => statSync(file, { throwIfNoEntry: false })?.isFile() === true)
  );
}

/**
 * Lists the KBART files of each folder, per platform (folder name), in name order; without
 * a layout, a platform folder holding `pkb/` is read as a pack; a missing folder throws.
 *
 * The listing is synchronous: a pack has some 650 platform folders, and a stat awaited through
 * the thread pool for each left a start waiting about 100 ms, where the calls take 3 ms.
 */
export function listKnowledgeBaseFiles(
  dirs: readonly string[],
  layout?: KnowledgeBaseLayout,
): Promise<KnowledgeBaseFile[]> {
  return new Promise((resolve) => {
    resolve(listFiles(dirs, layout));
  });
}

function listFiles(
  dirs: readonly string[],
  layout: KnowledgeBaseLayout | undefined,
): KnowledgeBaseFile[] {
  const files: KnowledgeBaseFile[] = [];
  for (const dir of dirs) {
    if (!isDirectory(dir)) {
      throw new Error(`Knowledge-base folder not found: ${dir}`);
    }
    // A platform folder may be a link to one kept elsewhere (another checkout, a shared disk).
    const platforms = readdirSync(dir, { withFileTypes: true })
      .filter(
        (entry) =>
          !entry.name.startsWith('.') &&
          (entry.isDirectory() ||
            (entry.isSymbolicLink() && isDirectory(path.join(dir, entry.name)))),
      )
      .map((entry) => entry.name)
      .sort();
    for (const platform of platforms) {
      const pkbFolder = path.join(dir, platform, 'pkb');
      const isPack = layout === 'pack' || (layout === undefined && isDirectory(pkbFolder));
      const folder = isPack ? pkbFolder : path.join(dir, platform);
      if (isPack && !isDirectory(folder)) {
        continue;
      }
      for (const file of listTextFiles(folder)) {
        files.push({ platform, file });
      }
    }
  }
  return files;
}
