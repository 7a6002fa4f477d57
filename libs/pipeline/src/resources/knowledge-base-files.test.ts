import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listKnowledgeBaseFiles } from './knowledge-base-files.js';

describe('listKnowledgeBaseFiles', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'sillage-kb-files-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('reads a platform folder that is a link to one kept elsewhere, and skips links to files', async () => {
    const elsewhere = path.join(root, 'elsewhere', 'npg');
    mkdirSync(elsewhere, { recursive: true });
    writeFileSync(path.join(elsewhere, 'npg_2020-01-01.txt'), 'title_id\nnature\n');
    const kb = path.join(root, 'kb');
    mkdirSync(path.join(kb, 'acs'), { recursive: true });
    writeFileSync(path.join(kb, 'acs', 'acs_2020-01-01.txt'), 'title_id\njacs\n');
    symlinkSync(elsewhere, path.join(kb, 'npg'));
    writeFileSync(path.join(root, 'a-file.txt'), '');
    symlinkSync(path.join(root, 'a-file.txt'), path.join(kb, 'not-a-folder'));
    symlinkSync(path.join(root, 'missing'), path.join(kb, 'dangling'));

    expect(await listKnowledgeBaseFiles([kb], 'kb-dirs')).toEqual([
      { platform: 'acs', file: path.join(kb, 'acs', 'acs_2020-01-01.txt') },
      { platform: 'npg', file: path.join(kb, 'npg', 'npg_2020-01-01.txt') },
    ]);
  });
});
