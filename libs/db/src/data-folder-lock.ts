import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Who holds an embedded database: written into its lock file. */
interface LockOwner {
  pid: number;
  startedAt: string;
}

/**
 * The embedded database is open in another process. Its code is the system's `EBUSY` and its
 * `path` the lock file, so start-up names the data folder as for any file-system refusal.
 */
export class DatabaseInUseError extends Error {
  readonly code = 'EBUSY';
  constructor(
    readonly path: string,
    owner: LockOwner,
  ) {
    super(
      `the embedded database is open in process ${String(owner.pid)} (since ${owner.startedAt}): ` +
        `stop that Sillage first, or give this one another folder; if no such process is Sillage, remove ${path}`,
    );
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof parsed.pid === 'number' && typeof parsed.startedAt === 'string'
      ? { pid: parsed.pid, startedAt: parsed.startedAt }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process of that id runs on this machine (not this one: a restarted container's 1). */
function isRunning(pid: number): boolean {
  if (pid === process.pid) {
    return false;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database folder for this process, as Postgres's `postmaster.pid` does:
 * PGlite does not, and two processes on one folder each see their own rows and lose the other's.
 * The lock file `<dir>.lock` names this process; one left by a process that no longer runs
 * (a crash, SIGKILL) is taken over. Returns the release, which removes it.
 */
export function lockDatabaseFolder(dir: string): () => void {
  const file = `${path.resolve(dir)}.lock`;
  const owner: LockOwner = { pid: process.pid, startedAt: new Date().toISOString() };
  // Written whole under a name of its own, then linked in place: a reader never finds the lock
  // file empty, which it would take for one left behind.
  const draft = `${file}.${String(process.pid)}`;
  writeFileSync(draft, `${JSON.stringify(owner)}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(draft, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
          throw error;
        }
        const holder = readOwner(file);
        if (holder !== undefined && isRunning(holder.pid)) {
          throw new DatabaseInUseError(file, holder);
        }
        // Left by a process that no longer runs: taken over.
        rmSync(file, { force: true });
        continue;
      }
      return () => {
        if (readOwner(file)?.pid === process.pid) {
          rmSync(file, { force: true });
        }
      };
    }
  } finally {
    rmSync(draft, { force: true });
  }
  // Another process kept taking it between our attempts: it is in use.
  throw new DatabaseInUseError(file, readOwner(file) ?? owner);
}
