import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { PkbPackage } from '@sillage/shared-types';

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
 * The packages of every platform found in the knowledge-base folders (`<platform>/<name>_<date>.txt`):
 * for each package name the latest date and its entry count (non-empty lines minus the header).
 */
export async function listPkbPackages(dirs: readonly string[]): Promise<Map<string, PkbPackage[]>> {
  const byPlatform = new Map<string, Map<string, PkbPackage>>();
  for (const dir of dirs) {
    const platforms = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const platform of platforms.filter((entry) => entry.isDirectory())) {
      const files = await readdir(path.join(dir, platform.name)).catch(() => []);
      const packages = byPlatform.get(platform.name) ?? new Map<string, PkbPackage>();
      for (const file of files) {
        const match = PACKAGE_FILE.exec(file);
        if (!match?.[1] || !match[2]) {
          continue;
        }
        const known = packages.get(match[1]);
        if (known === undefined || known.date < match[2]) {
          packages.set(match[1], {
            name: match[1],
            date: match[2],
            entries: await countEntries(path.join(dir, platform.name, file)),
          });
        }
      }
      byPlatform.set(platform.name, packages);
    }
  }
  return new Map([...byPlatform].map(([name, packages]) => [name, [...packages.values()]]));
}
