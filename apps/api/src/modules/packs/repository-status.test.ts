import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readChangedFiles, readRepositoryStatus } from './repository-status.js';
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

  it('fetches once for calls that come while a fetch of the same working copy runs', async () => {
    const origin = path.join(dir, 'origin');
    const copy = path.join(dir, 'copy');
    run(dir, 'init', '-q', '-b', 'main', origin);
    await writeFile(path.join(origin, 'a.txt'), 'a\n');
    run(origin, 'add', 'a.txt');
    run(origin, 'commit', '-q', '-m', 'first');
    run(dir, 'clone', '-q', origin, copy);
    // Each fetch runs the remote's upload-pack: this one notes it, slowly enough to overlap.
    const fetches = path.join(dir, 'fetches.log');
    const uploadPack = path.join(dir, 'upload-pack.sh');
    await writeFile(
      uploadPack,
      `#!/bin/sh\necho fetch >> "${fetches}"\nsleep 0.5\nexec git-upload-pack "$@"\n`,
      { mode: 0o755 },
    );
    run(copy, 'config', 'remote.origin.uploadpack', uploadPack);
    const statuses = await Promise.all([1, 2, 3].map(() => readRepositoryStatus(copy)));
    expect(statuses.map((status) => status['from-head'])).toEqual([
      'uptodate',
      'uptodate',
      'uptodate',
    ]);
    expect((await readFile(fetches, 'utf8')).trim().split('\n')).toEqual(['fetch']);
  });

  it('answers a plain folder with is-git-repo false', async () => {
    expect(await readRepositoryStatus(dir)).toEqual({ 'is-git-repo': false });
  });
});

describe('a working copy without a remote branch to follow', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sillage-no-remote-'));
    run(dir, 'init', '-q', '-b', 'main');
    await writeFile(path.join(dir, 'a.txt'), 'a\n');
    run(dir, 'add', 'a.txt');
    run(dir, 'commit', '-q', '-m', 'first');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('has no changed files when there is no origin, rather than an error', async () => {
    expect(await readChangedFiles(dir)).toEqual({});
    expect(await readChangedFiles(dir, 'libs/pipeline/src/')).toEqual({});
  });

  it('has no changed files, and a status of where HEAD is, when origin was never fetched', async () => {
    run(dir, 'remote', 'add', 'origin', path.join(dir, 'missing.git'));
    expect(await readChangedFiles(dir)).toEqual({});
    expect(await readRepositoryStatus(dir, { fetch: false })).toEqual({
      'is-git-repo': true,
      current: run(dir, 'rev-parse', '--short', 'HEAD'),
      'local-changes': false,
    });
  });
});
