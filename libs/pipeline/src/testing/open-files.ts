import { readdirSync, readlinkSync } from 'node:fs';

/**
 * The files under `folder` this process holds open, read from `/proc/self/fd` (Linux): a file
 * unlinked while open is listed with " (deleted)" after its name.
 */
export function openFilesIn(folder: string): string[] {
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      return target.startsWith(folder) ? [target] : [];
    } catch {
      // The descriptor readdir itself used is closed by now.
      return [];
    }
  });
}
