import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRepositoryStatus } from './repository-status.js';
import { runGit as run } from '../../test/git.js';

describe('readRepositoryStatus', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sillage-status-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('answers a working copy without an origin remote with where HEAD is, not an error', async () => {
    run(dir, 'init', '-q', '-b', 'main');
    await writeFile(path.join(dir, 'a.txt'), 'a\n');
    run(dir, 'add', 'a.txt');
    run(dir, 'commit', '-q', '-m', 'first');
    run(dir, 'tag', 'v1.0.0');
    expect(await readRepositoryStatus(dir)).toEqual({
      'is-git-repo': true,
      current: 'v1.0.0',
      'local-changes': false,
    });
    await writeFile(path.join(dir, 'a.txt'), 'changed\n');
    expect(await readRepositoryStatus(dir)).toMatchObject({ 'local-changes': true });
  });

  it('answers a plain folder with is-git-repo false', async () => {
    expect(await readRepositoryStatus(dir)).toEqual({ 'is-git-repo': false });
  });
});
