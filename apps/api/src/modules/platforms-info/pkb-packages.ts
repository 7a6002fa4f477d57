import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { PkbPackage } from '@sillage/shared-types';

/** Folders holding knowledge bases: `<platform>/*.txt`, or a parser pack's `<platform>/pkb/*.txt`. */
export interface PkbFolder {
  dir: string;
  layout: 'kb-dirs' | 'pack';
}

const PACKAGE_FILE = /^(.+)_(\d{4}-\d{2}-\d{2})\.txt$/;

async function countEntries(file: string): Promise<number> {
  let lines = 0;
  for await (const line of createInterface({
    input: createReadStream(file),
    crlfDelay: Infinity,
  })) {
    if (line.trim() !== '') {
      lines += 1;
    }
  }
  return Math.max(0, lines - 1); // minus the KBART header row
}

/**
 * The packages of every platform found in the knowledge-base folders: for each package name
 * (`<name>_<date>.txt`) its latest file, with the date, size and entry count (non-empty lines
 * minus the header). `*.miss.txt` files are not packages.
 */
export async function listPkbPackages(
  folders: readonly PkbFolder[],
): Promise<Map<string, PkbPackage[]>> {
  const byPlatform = new Map<string, Map<string, PkbPackage>>();
  for (const { dir, layout } of folders) {
    const platforms = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const platform of platforms.filter((entry) => entry.isDirectory())) {
      const folder = path.join(dir, platform.name, ...(layout === 'pack' ? ['pkb'] : []));
      const files = await readdir(folder).catch(() => []);
      const packages = byPlatform.get(platform.name) ?? new Map<string, PkbPackage>();
      for (const file of files) {
        const match = PACKAGE_FILE.exec(file);
        if (!match?.[1] || !match[2] || file.endsWith('.miss.txt')) {
          continue;
        }
        const known = packages.get(match[1]);
        if (known === undefined || known.date < match[2]) {
          const location = path.join(folder, file);
          packages.set(match[1], {
            name: match[1],
            date: match[2],
            entries: await countEntries(location),
            file,
            size: (await stat(location)).size,
          });
        }
      }
      if (packages.size > 0) {
        byPlatform.set(platform.name, packages);
      }
    }
  }
  return new Map([...byPlatform].map(([name, packages]) => [name, [...packages.values()]]));
}
