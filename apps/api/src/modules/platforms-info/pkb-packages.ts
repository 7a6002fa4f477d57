import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PkbPackage } from '@sillage/shared-types';

/** Folders holding knowledge bases: `<platform>/*.txt`, or a parser pack's `<platform>/pkb/*.txt`. */
export interface PkbFolder {
  dir: string;
  layout: 'kb-dirs' | 'pack';
  /** The administrators' uploads folder: its packages are marked `uploaded` (they can be removed). */
  uploads?: boolean;
}

const PACKAGE_FILE = /^(.+)_(\d{4}-\d{2}-\d{2})\.txt$/;

const LF = 0x0a;
const CR = 0x0d;

/** Bytes `String#trim` removes that a KBART line can hold (space, tab, VT, FF). */
const isBlank = (byte: number) => byte === 0x20 || (byte >= 0x09 && byte <= 0x0c);

/**
 * A KBART file's entries: its non-empty lines (ended by LF, CRLF or a CR alone, as readline
 * reads them) minus the header row. Counted on the bytes, a chunk at a time (`chunk`, reused
 * from file to file): decoding 50 MB of knowledge bases into lines took a second, and many while
 * a sync read the same files.
 */
async function countEntries(file: string, chunk: Buffer): Promise<number> {
  const handle = await open(file);
  try {
    let lines = 0;
    let isLineBlank = true;
    let afterCr = false;
    for (;;) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) {
        break;
      }
      for (let index = 0; index < bytesRead; index += 1) {
        const byte = chunk[index] ?? 0;
        if (byte === LF || byte === CR) {
          // The LF of a CRLF ends no second line.
          if (!(byte === LF && afterCr) && !isLineBlank) {
            lines += 1;
          }
          isLineBlank = true;
          afterCr = byte === CR;
          continue;
        }
        afterCr = false;
        if (isLineBlank && !isBlank(byte)) {
          isLineBlank = false;
        }
      }
    }
    if (!isLineBlank) {
      lines += 1;
    }
    return Math.max(0, lines - 1); // minus the KBART header row
  } finally {
    await handle.close();
  }
}

/**
 * The packages of every platform found in the knowledge-base folders: for each package name
 * (`<name>_<date>.txt`) its latest file, with the date, size and entry count (non-empty lines
 * minus the header). `*.miss.txt` files are not packages. The administrators' uploads are listed
 * apart from the packs' and folders' files of the same name: a pack's newer file would otherwise
 * hide an upload that jobs still read and that only this list offers to remove.
 */
export async function listPkbPackages(
  folders: readonly PkbFolder[],
): Promise<Map<string, PkbPackage[]>> {
  const byPlatform = new Map<string, Map<string, PkbPackage>>();
  const chunk = Buffer.allocUnsafe(256 * 1024);
  for (const { dir, layout, uploads } of folders) {
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
        const key = uploads === true ? `${match[1]}\u0000uploaded` : match[1];
        const known = packages.get(key);
        if (known === undefined || known.date < match[2]) {
          const location = path.join(folder, file);
          packages.set(key, {
            name: match[1],
            date: match[2],
            entries: await countEntries(location, chunk),
            file,
            size: (await stat(location)).size,
            ...(uploads === true ? { uploaded: true as const } : {}),
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
