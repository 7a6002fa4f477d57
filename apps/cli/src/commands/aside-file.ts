import { randomBytes } from 'node:crypto';
import { chmodSync, openSync, rmSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { writtenPath } from '../path-checks.js';

/**
 * A file written under a name of its own beside its destination, then renamed onto it once whole:
 * a failed or interrupted run never leaves a short file under the name a script reads.
 */
export interface AsideFile {
  /** Where the bytes go meanwhile: `<destination>.<random>.partial`, in the destination's folder. */
  readonly path: string;
  /** The file, open for writing. */
  readonly fd: number;
  /** Renames it onto the destination, with the mode the destination had. */
  keep(): Promise<void>;
  /** Removes it (the destination, if any, is left as it was). */
  discard(): Promise<void>;
}

/** The aside files of this process not yet kept or discarded, for discardAllAsideFilesSync. */
const unfinished = new Set<string>();

/**
 * Creates the aside file of `destination`. Its name is new to each run (two runs writing one
 * output at once, a cron overlap, each write their own) and it is created exclusively, so a link
 * planted under that name is never followed. A destination that is a symbolic link keeps it: the
 * link's target is what gets replaced. Throws as openSync does, with the aside name in `path`.
 */
export function openAsideFile(destination: string): AsideFile {
  // A symbolic link's target is replaced, not the link (a dangling link's target is created).
  const target = writtenPath(destination);
  const mode = statSync(target, { throwIfNoEntry: false })?.mode;
  const aside = path.join(
    path.dirname(target),
    `${path.basename(target)}.${randomBytes(4).toString('hex')}.partial`,
  );
  const fd = openSync(aside, 'wx');
  unfinished.add(aside);
  return {
    path: aside,
    fd,
    async keep() {
      if (mode !== undefined) {
        // The new file takes the old one's permissions, not the umask's.
        chmodSync(aside, mode & 0o7777);
      }
      await rename(aside, target);
      unfinished.delete(aside);
    },
    async discard() {
      await rm(aside, { force: true });
      unfinished.delete(aside);
    },
  };
}

/** Removes every aside file still being written: for a process about to exit at once. */
export function discardAllAsideFilesSync(): void {
  for (const file of unfinished) {
    rmSync(file, { force: true });
  }
  unfinished.clear();
}
