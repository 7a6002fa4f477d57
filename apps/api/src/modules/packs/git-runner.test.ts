import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { git, GitError } from './git-runner.js';

describe('GitError', () => {
  it('keeps what git said, with control characters (NUL, terminal escapes) made spaces', () => {
    // A remote's messages ("remote: …") are the remote's bytes, passed on by git as they are.
    const error = new GitError(
      ['fetch'],
      'remote: bad\u0000object\u001b[31m red\u0007\nfatal: x\n',
    );
    expect(error.message).toBe('git fetch failed: remote: bad object [31m red \nfatal: x');
    expect(error.message).not.toMatch(/[^\P{Cc}\n]/u);
  });

  it('says "no output" when git said nothing', () => {
    expect(new GitError(['status'], ' \u0000 ').message).toBe('git status failed: no output');
  });

  it('is what a failing git run rejects with, carrying its stderr', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-git-runner-'));
    try {
      const run = git(dir, ['rev-parse', 'HEAD']);
      await expect(run).rejects.toBeInstanceOf(GitError);
      await expect(run).rejects.toThrow(/^git rev-parse HEAD failed: fatal: not a git repository/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
