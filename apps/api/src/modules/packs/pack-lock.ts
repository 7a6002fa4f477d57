import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { link, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';

/** Another api process sharing the data folder is updating this pack. */
export class PackLocked extends Error {
  constructor(dir: string) {
    super(`${dir} is being updated by another process`);
    this.name = 'PackLocked';
  }
}

/** A lock this old is left by an update that did not finish (a whole pack validates in minutes). */
export const LOCK_STALE_MS = 60 * 60 * 1000;

interface LockOwner {
  pid: number;
  host: string;
  /** This process's life: a container restarted with the same pid is another one. */
  life: string;
  since: number;
}

const LIFE = randomBytes(8).toString('hex');

export interface PackLockOptions {
  now?: () => number;
  /** Whether a process of this host still runs (injected by tests). */
  isRunning?: (pid: number) => boolean;
  /** Called between judging a lock stale and taking it over (tests race another process there). */
  beforeTakeOver?: () => Promise<void>;
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Where the lock of the pack at `dir` lives: beside it, in the folder every api process shares. */
export const lockFileOf = (dir: string) => `${dir}.update-lock`;

/**
 * Whether the lock file at `file` belongs to an update still under way: its owner is not gone
 * (its process no longer runs on this host, or an earlier life of this pid, as a restarted
 * container has) and it is younger than {@link LOCK_STALE_MS}. `me` is this process's owner record.
 */
async function isHeld(file: string, me: LockOwner, options: PackLockOptions): Promise<boolean> {
  const now = options.now ?? Date.now;
  const isRunning = options.isRunning ?? processRuns;
  let held: Partial<LockOwner>;
  try {
    held = JSON.parse(await readFile(file, 'utf8')) as Partial<LockOwner>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return false;
    }
    // An exclusive create and its write are two steps: a lock read between them is empty. It
    // belongs to an update starting now, unless the file is as old as a stale lock.
    const made = await stat(file).then(
      (info) => info.mtimeMs,
      () => undefined,
    );
    return made !== undefined && now() - made < LOCK_STALE_MS;
  }
  const isGone =
    held.host === me.host &&
    typeof held.pid === 'number' &&
    (held.pid === process.pid ? held.life !== me.life : !isRunning(held.pid));
  const isOld = typeof held.since !== 'number' || now() - held.since >= LOCK_STALE_MS;
  return !isGone && !isOld;
}

const ownerNow = (options: PackLockOptions): LockOwner => ({
  pid: process.pid,
  host: hostname(),
  life: LIFE,
  since: (options.now ?? Date.now)(),
});

/**
 * Whether an update of the pack at `dir` is under way in any api process sharing the data folder
 * (this one included): what the admin pages show to admins who did not start it.
 */
export function isPackUpdating(dir: string, options: PackLockOptions = {}): Promise<boolean> {
  return isHeld(lockFileOf(dir), ownerNow(options), options);
}

/**
 * Removes the stale lock judged to read `judged`, and only it: another process that judged it
 * stale as well may have taken it over since, and removing its fresh lock would let both update.
 * The file is moved aside in one step and looked at there; a fresh one is put back.
 */
async function takeOver(file: string, judged: string | undefined, dir: string): Promise<void> {
  const aside = `${file}.${randomBytes(6).toString('hex')}`;
  try {
    await rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return;
    }
    throw error;
  }
  const moved = await readFile(aside, 'utf8').catch(() => undefined);
  if (moved !== judged) {
    // Unless yet another process has made one meanwhile, which then holds the pack.
    await link(aside, file).catch(() => undefined);
    await rm(aside, { force: true });
    throw new PackLocked(dir);
  }
  await rm(aside, { force: true });
}

/**
 * Runs `update` holding the pack's update lock, a file created exclusively beside the pack: the
 * api processes of a scaled deployment share the data folder, and two updates of one pack at
 * once would fetch into the same copy and prune each other's versions. A lock is taken over when
 * its owner is gone or it is stale (see {@link isHeld}).
 */
export async function withPackLock<T>(
  dir: string,
  update: () => Promise<T>,
  options: PackLockOptions = {},
): Promise<T> {
  const file = lockFileOf(dir);
  const owner = ownerNow(options);
  const take = () => writeFile(file, JSON.stringify(owner), { flag: 'wx' });
  try {
    await take();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      // No folder around the pack: nothing to update, and the update says why.
      return update();
    }
    if (code !== 'EEXIST') {
      throw error;
    }
    const judged = await readFile(file, 'utf8').catch(() => undefined);
    if (await isHeld(file, owner, options)) {
      throw new PackLocked(dir);
    }
    await options.beforeTakeOver?.();
    await takeOver(file, judged, dir);
    // Another process may take it over at the same moment: only one creates the file.
    await take().catch((retry: unknown) => {
      throw (retry as NodeJS.ErrnoException).code === 'EEXIST' ? new PackLocked(dir) : retry;
    });
  }
  try {
    return await update();
  } finally {
    await rm(file, { force: true });
  }
}
