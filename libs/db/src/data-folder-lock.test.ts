import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { createDatabase } from './create-database.js';
import { DatabaseInUseError, lockDatabaseFolder } from './data-folder-lock.js';
import { EmbeddedDatabaseDamagedError } from './embedded-database-damaged.js';
import { migratedPgliteStart } from './testing/migrated-pglite.js';

/** A process of this machine that runs until killed, and its id. */
async function runningProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => undefined, 1000)'], {
    stdio: 'ignore',
  });
  await once(child, 'spawn');
  return child;
}

describe('lockDatabaseFolder', () => {
  let dir: string;
  beforeEach(() => {
    dir = path.join(mkdtempSync(path.join(tmpdir(), 'sillage-db-lock-')), 'db');
  });

  it('names this process in <folder>.lock, and removes it on release', () => {
    const release = lockDatabaseFolder(dir);
    const lock = `${dir}.lock`;
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ pid: process.pid });
    expect(statSync(lock).mode & 0o777).toBe(0o600);
    release();
    expect(existsSync(lock)).toBe(false);
  });

  it('refuses a folder another running process holds, naming it and the way out', async () => {
    const holder = await runningProcess();
    try {
      writeFileSync(
        `${dir}.lock`,
        JSON.stringify({ pid: holder.pid, startedAt: '2026-12-05T06:00:00.000Z' }),
      );
      let refusal: unknown;
      try {
        lockDatabaseFolder(dir);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DatabaseInUseError);
      expect(refusal).toMatchObject({
        code: 'EBUSY',
        path: `${dir}.lock`,
        message: `the embedded database is open in process ${String(holder.pid)} (since 2026-12-05T06:00:00.000Z): stop that Sillage first, or give this one another folder; if no such process is Sillage, remove ${dir}.lock`,
      });
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that no longer runs (a crash, SIGKILL)', async () => {
    const gone = await runningProcess();
    gone.kill('SIGKILL');
    await once(gone, 'exit');
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: gone.pid, startedAt: 'then' }));
    const release = lockDatabaseFolder(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });
});

describe('the embedded database on disk', () => {
  it('is for this user only, and refused to a second process while open', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'sillage-db-disk-')), 'db');
    const database = await createDatabase({
      driver: 'pglite',
      dataDir: dir,
      ...(await migratedPgliteStart()),
    });
    const holder = await runningProcess();
    try {
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      // As if another process had opened it: its lock names a running process.
      await database.close();
      writeFileSync(`${dir}.lock`, JSON.stringify({ pid: holder.pid, startedAt: 'now' }));
      await expect(createDatabase({ driver: 'pglite', dataDir: dir })).rejects.toMatchObject({
        code: 'EBUSY',
      });
    } finally {
      holder.kill();
    }
  }, 120_000);

  it('says its files may be damaged, naming the folder and the way out, when it cannot start on them', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'sillage-db-damaged-')), 'db');
    const database = await createDatabase({
      driver: 'pglite',
      dataDir: dir,
      ...(await migratedPgliteStart()),
    });
    await database.close();
    // A cut control file, as a disk that filled up or a copy stopped halfway leaves it.
    truncateSync(path.join(dir, 'global', 'pg_control'), 100);
    const opening = createDatabase({ driver: 'pglite', dataDir: dir });
    await expect(opening).rejects.toBeInstanceOf(EmbeddedDatabaseDamagedError);
    await expect(opening).rejects.toMatchObject({ code: 'EIO', path: dir });
    await expect(opening).rejects.toThrow(/could not be opened .*move it aside/);
    // The lock is released: the folder may be moved aside and a new start made.
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }, 120_000);
});
