import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeStorageMismatch, ensureStorageId, readStorageId } from './storage-identity.js';

describe('job storage identity', () => {
  it('is made once per folder, and the same for every api that opens it at once', async () => {
    const root = path.join(await mkdtemp(path.join(tmpdir(), 'sillage-storage-id-')), 'jobs');
    expect(await readStorageId(root)).toBeUndefined();
    const ids = await Promise.all([ensureStorageId(root), ensureStorageId(root)]);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(await ensureStorageId(root)).toBe(ids[0]);
    expect(await readStorageId(root)).toBe(ids[0]);
  });

  it('waits for the id of an api that created the file and has not written it yet', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sillage-storage-id-'));
    await writeFile(path.join(root, '.storage-id'), '');
    setTimeout(() => {
      void writeFile(path.join(root, '.storage-id'), 'the-other-api\n');
    }, 100);
    expect(await ensureStorageId(root)).toBe('the-other-api');
  });

  it("lets a worker start on the api's folder only, or when no api recorded one", () => {
    expect(describeStorageMismatch('/srv/data', 'abc', 'abc')).toBeUndefined();
    expect(describeStorageMismatch('/srv/data', undefined, undefined)).toBeUndefined();
    expect(describeStorageMismatch('/srv/data', 'abc', undefined)).toBe(
      "SILLAGE_DATA_DIR: /srv/data is not the api's data folder: its job files are not there " +
        '(no job storage), so every job this worker took would fail; give every worker the folder the api uses (shared)',
    );
    expect(describeStorageMismatch('/srv/data', 'abc', 'def')).toMatch(/\(another job storage\)/);
  });
});
