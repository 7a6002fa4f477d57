import { randomBytes } from 'node:crypto';
import { mkdir, rm, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readiness } from '@sillage/shared-types';

/**
 * Whether jobs can write into `dir` now: a small file is created and removed there (a read-only
 * mount, a folder replaced by a file or a full disk fail this), then the free space must be at
 * least `minFreeBytes` (a disk with a few bytes left takes the probe, not the next upload).
 */
export async function checkStorage(
  dir: string,
  minFreeBytes: number,
): Promise<Readiness['storage']> {
  const probe = path.join(dir, `.ready-${randomBytes(6).toString('hex')}`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(probe, 'ok');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOSPC' ? 'full' : 'unwritable';
  } finally {
    await rm(probe, { force: true }).catch(() => undefined);
  }
  const space = await statfs(dir);
  return space.bavail * space.bsize < minFreeBytes ? 'full' : 'ok';
}
