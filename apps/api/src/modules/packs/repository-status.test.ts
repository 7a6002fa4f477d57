import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
