import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runNodeUnprivileged } from '@sillage/platforms/testing';

const source = fileURLToPath(new URL('./knowledge-base-files.ts', import.meta.url));

describe('listKnowledgeBaseFiles with a platform folder it cannot list', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'sillage-kb-unreadable-'));
    chmodSync(root, 0o755);
  });
  afterEach(() => {
    chmodSync(path.join(root, 'kb', 'npg'), 0o755);
    rmSync(root, { recursive: true, force: true });
  });

  it('lists the other platforms, and gives that folder as a file whose read will fail and be named', () => {
    const kb = path.join(root, 'kb');
    for (const platform of ['acs', 'npg']) {
      mkdirSync(path.join(kb, platform), { recursive: true });
      writeFileSync(path.join(kb, platform, `${platform}_2020-01-01.txt`), 'title_id\nx\n');
    }
    chmodSync(path.join(kb, 'npg'), 0o000);
    const script = path.join(root, 'list.mts');
    writeFileSync(
      script,
      `import { listKnowledgeBaseFiles } from ${JSON.stringify(source)};\n` +
        `console.log(JSON.stringify(await listKnowledgeBaseFiles([process.argv[2]], 'kb-dirs')));\n`,
    );
    const listed: unknown = JSON.parse(runNodeUnprivileged([script, kb]));
    expect(listed).toEqual([
      { platform: 'acs', file: path.join(kb, 'acs', 'acs_2020-01-01.txt') },
      { platform: 'npg', file: path.join(kb, 'npg') },
    ]);
  });
});
