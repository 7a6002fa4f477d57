import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isGitWorkingCopy, readAppGitVersion } from './app-git-version.js';

function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args],
    { cwd, encoding: 'utf8', env: { ...process.env, GIT_COMMITTER_DATE: '2026-06-24T10:00:00Z' } },
  ).trim();
}

describe('readAppGitVersion', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sillage-app-git-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("gives the branch, latest tag, last commit and its date, as the reference's report", async () => {
    git(dir, 'init', '-q', '-b', 'main');
    writeFileSync(path.join(dir, 'a.txt'), 'a');
    git(dir, 'add', 'a.txt');
    git(dir, 'commit', '-q', '-m', 'first');
    git(dir, 'tag', 'v1.2.0');
    writeFileSync(path.join(dir, 'b.txt'), 'b');
    git(dir, 'add', 'b.txt');
    git(dir, 'commit', '-q', '-m', 'second');
    expect(await readAppGitVersion(dir)).toEqual({
      branch: 'main',
      tag: 'v1.2.0',
      lastCommit: git(dir, 'rev-parse', 'HEAD'),
      date: '2026-06-24',
    });
  });

  it('takes a file where a folder was expected for no working copy, without an error', async () => {
    const file = path.join(dir, 'not-a-folder');
    writeFileSync(file, 'x');
    await expect(isGitWorkingCopy(file)).resolves.toBe(false);
    await expect(readAppGitVersion(file)).resolves.toBeUndefined();
  });

  it('leaves out the tag of a history without any', async () => {
    git(dir, 'init', '-q', '-b', 'main');
    writeFileSync(path.join(dir, 'a.txt'), 'a');
    git(dir, 'add', 'a.txt');
    git(dir, 'commit', '-q', '-m', 'first');
    expect(await readAppGitVersion(dir)).toEqual({
      branch: 'main',
      lastCommit: git(dir, 'rev-parse', 'HEAD'),
      date: '2026-06-24',
    });
  });

  it('names no branch on a detached HEAD, and nothing for a folder inside a working copy or one without commits', async () => {
    git(dir, 'init', '-q', '-b', 'main');
    const inner = path.join(dir, 'packages', 'app');
    mkdirSync(inner, { recursive: true });
    expect(await readAppGitVersion(dir)).toBeUndefined();
    writeFileSync(path.join(inner, 'a.txt'), 'a');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'first');
    expect(await readAppGitVersion(inner)).toBeUndefined();
    git(dir, 'checkout', '-q', '--detach');
    expect(await readAppGitVersion(dir)).toEqual({
      lastCommit: git(dir, 'rev-parse', 'HEAD'),
      date: '2026-06-24',
    });
  });

  it('is undefined for a folder that is no git working copy, or missing', async () => {
    expect(await readAppGitVersion(dir)).toBeUndefined();
    expect(await readAppGitVersion(path.join(dir, 'missing'))).toBeUndefined();
  });
});
