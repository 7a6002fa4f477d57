import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Where knowledge-base files sit: `<dir>/<platform>/*.txt` or, in a platform pack, `<dir>/<platform>/pkb/*.txt`. */
export type KnowledgeBaseLayout = 'kb-dirs' | 'pack';

/** One KBART file to load, with the platform it belongs to. */
export interface KnowledgeBaseFile {
  platform: string;
  file: string;
}

// `Provider_Package_2024-01-31.txt`: the date orders packages of one platform from oldest to newest.
const DATE_SUFFIX = /_(\d{4}-\d{2}-\d{2})\.txt$/;

async function isDirectory(target: string): Promise<boolean> {
  try {
    return (await stat(target)).isDirectory();
  } catch {
    return false;
  }
}

function compareFiles(a: string, b: string): number {
  const dateA = DATE_SUFFIX.exec(a)?.[1] ?? '';
  const dateB = DATE_SUFFIX.exec(b)?.[1] ?? '';
  if (dateA !== dateB) {
    return dateA < dateB ? -1 : 1;
  }
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
 * Lists the KBART files of each folder, per platform (folder name), oldest package first; without
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
