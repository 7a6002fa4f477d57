import { createWriteStream } from 'node:fs';
import type { JobStorage } from '@sillage/jobs';

/**
 * Makes every upload written to `storage` go to /dev/full, where each write fails with the
 * kernel's own ENOSPC; the returned function puts the storage back.
 */
export function fillInputStorage(storage: JobStorage): () => void {
  const openInput = storage.openInput.bind(storage);
  storage.openInput = (jobId, index) => ({
    file: openInput(jobId, index).file,
    stream: createWriteStream('/dev/full'),
  });
  return () => {
    storage.openInput = openInput;
  };
}
