import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { WORKER_VERSION } from './version.js';

describe('worker version', () => {
  it("is the package's release, the one stamped on each job's report", async () => {
    const manifest = JSON.parse(
      await readFile(path.join(__dirname, '../package.json'), 'utf8'),
    ) as { version: string };
    expect(WORKER_VERSION).toBe(manifest.version);
    expect(WORKER_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });
});
