import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRepositoryUrl, webUrlOfRemote } from './repository-url.js';

describe('webUrlOfRemote', () => {
  it.each([
    ['https://github.com/owner/sillage.git', 'https://github.com/owner/sillage'],
    ['https://github.com/owner/sillage', 'https://github.com/owner/sillage'],
    ['git@github.com:owner/sillage.git', 'https://github.com/owner/sillage'],
    [
      'ssh://git@gitlab.example.org:2222/team/sillage.git',
      'https://gitlab.example.org/team/sillage',
    ],
    ['https://user:ghp_secret@github.com/owner/sillage.git', 'https://github.com/owner/sillage'],
  ])('%s → %s', (remote, page) => {
    expect(webUrlOfRemote(remote)).toBe(page);
  });

  it.each([undefined, '', '/srv/git/sillage.git', 'file:///srv/git/sillage.git', 'https://host/'])(
    'gives no page for %p',
    (remote) => {
      expect(webUrlOfRemote(remote)).toBeUndefined();
    },
  );
});

describe('readRepositoryUrl', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sillage-repo-url-'));
    execFileSync('git', ['init', '-q', dir]);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("reads the origin remote's page, and prefers a configured one", async () => {
    expect(await readRepositoryUrl(dir, undefined)).toBeUndefined();
    execFileSync('git', ['-C', dir, 'remote', 'add', 'origin', 'git@github.com:owner/sillage.git']);
    expect(await readRepositoryUrl(dir, undefined)).toBe('https://github.com/owner/sillage');
    expect(await readRepositoryUrl(dir, 'https://code.example.org/sillage')).toBe(
      'https://code.example.org/sillage',
    );
  });
});
