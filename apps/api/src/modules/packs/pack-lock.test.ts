import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import {
  isPackUpdating,
  LOCK_STALE_MS,
  lockFileOf,
  PackLocked,
  withPackLock,
} from './pack-lock.js';

describe('the update lock of a pack, shared by the api processes', () => {
  let root: string;
  let pack: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sillage-pack-lock-'));
    pack = path.join(root, 'platforms');
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const holdBy = (owner: { pid: number; host: string; life?: string; since: number }) =>
    writeFile(lockFileOf(pack), JSON.stringify(owner));

  it('refuses an update while another process updates the same pack, and frees it after', async () => {
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const isStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = withPackLock(
      pack,
      () =>
        new Promise<string>((resolve) => {
          release = () => {
            resolve('first');
          };
          started();
        }),
    );
    // The two exclusive creates run on the thread pool, in either order: the second update
    // starts once the first holds the lock, as an admin's second click does.
    await isStarted;
    await expect(withPackLock(pack, () => Promise.resolve('second'))).rejects.toBeInstanceOf(
      PackLocked,
    );
    release();
    expect(await first).toBe('first');
    expect(existsSync(lockFileOf(pack))).toBe(false);
    expect(await withPackLock(pack, () => Promise.resolve('third'))).toBe('third');
  });

  it('leaves a pack whose folder has no parent to the update, which says what is wrong', async () => {
    const nowhere = path.join(root, 'missing', 'platforms');
    await expect(
      withPackLock(nowhere, () => Promise.reject(new Error('not a git working copy'))),
    ).rejects.toThrow('not a git working copy');
  });

  it('frees the lock when the update throws', async () => {
    await expect(withPackLock(pack, () => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
    expect(existsSync(lockFileOf(pack))).toBe(false);
  });

  it('refuses while another process has created the lock and not yet written its owner', async () => {
    await writeFile(lockFileOf(pack), '');
    await expect(withPackLock(pack, () => Promise.resolve('mine'))).rejects.toBeInstanceOf(
      PackLocked,
    );
    expect(await isPackUpdating(pack)).toBe(true);
    const later = Date.now() + LOCK_STALE_MS;
    expect(await withPackLock(pack, () => Promise.resolve('mine'), { now: () => later })).toBe(
      'mine',
    );
  });

  it('refuses while a process of another host holds the lock', async () => {
    await holdBy({ pid: 4242, host: 'other-api', since: Date.now() });
    await expect(withPackLock(pack, () => Promise.resolve('mine'))).rejects.toBeInstanceOf(
      PackLocked,
    );
  });

  it('takes over the lock of a process of this host that no longer runs (a restart mid-update)', async () => {
    await holdBy({ pid: 4242, host: hostname(), since: Date.now() });
    const update = withPackLock(pack, () => Promise.resolve('mine'), {
      isRunning: (pid) => pid !== 4242,
    });
    expect(await update).toBe('mine');
  });

  it('takes over the lock of an earlier life of this pid (a container restarted mid-update)', async () => {
    await holdBy({ pid: process.pid, host: hostname(), life: 'before', since: Date.now() });
    expect(await withPackLock(pack, () => Promise.resolve('mine'))).toBe('mine');
  });

  it('takes over a lock older than LOCK_STALE_MS, whoever held it', async () => {
    const now = Date.now();
    await holdBy({ pid: 4242, host: 'other-api', since: now - LOCK_STALE_MS });
    expect(await withPackLock(pack, () => Promise.resolve('mine'), { now: () => now })).toBe(
      'mine',
    );
  });

  it('leaves alone the lock another process took over from the same stale one meanwhile', async () => {
    const now = Date.now();
    await holdBy({ pid: 4242, host: 'other-api', since: now - LOCK_STALE_MS });
    const fresh = JSON.stringify({ pid: 4343, host: 'third-api', since: now });
    let ran = false;
    const attempt = withPackLock(
      pack,
      () => {
        ran = true;
        return Promise.resolve('mine');
      },
      {
        now: () => now,
        // The other api judged the lock stale too, and took it over first.
        beforeTakeOver: () => writeFile(lockFileOf(pack), fresh),
      },
    );
    await expect(attempt).rejects.toBeInstanceOf(PackLocked);
    expect(ran).toBe(false);
    expect(await readFile(lockFileOf(pack), 'utf8')).toBe(fresh);
  });

  it('tells whether an update is under way, in this process or another, and not for a dead one', async () => {
    expect(await isPackUpdating(pack)).toBe(false);
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const isStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const running = withPackLock(
      pack,
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          started();
        }),
    );
    await isStarted;
    expect(await isPackUpdating(pack)).toBe(true);
    release();
    await running;
    expect(await isPackUpdating(pack)).toBe(false);

    const now = Date.now();
    await holdBy({ pid: 4242, host: 'other-api', since: now });
    expect(await isPackUpdating(pack, { now: () => now })).toBe(true);
    expect(await isPackUpdating(pack, { now: () => now + LOCK_STALE_MS })).toBe(false);
    await holdBy({ pid: 4242, host: hostname(), since: now });
    expect(await isPackUpdating(pack, { isRunning: () => false })).toBe(false);
  });
});
