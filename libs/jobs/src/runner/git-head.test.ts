import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { askGit, headCommit } from './git-head.js';

describe('headCommit', () => {
  let root: string;
  let repo: string;
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.org', ...args], {
      cwd: repo,
      encoding: 'utf8',
    }).trim();
  const commit = async (file: string, text: string) => {
    await writeFile(path.join(repo, file), text);
    git('add', file);
    git('commit', '-q', '-m', file);
    return git('rev-parse', 'HEAD');
  };
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'git-head-'));
    repo = path.join(root, 'pack');
    await mkdir(path.join(repo, 'platform'), { recursive: true });
    git('init', '-q', '-b', 'main');
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("answers git's HEAD after each commit, checkout, reset and ref packing, for the copy and a folder in it", async () => {
    const first = await commit('a.txt', 'a');
    expect(await headCommit(repo)).toBe(first);
    expect(await headCommit(path.join(repo, 'platform'))).toBe(first);
    const second = await commit('b.txt', 'b');
    expect(await headCommit(repo)).toBe(second);
    git('checkout', '-q', '--detach', first);
    expect(await headCommit(repo)).toBe(first);
    git('checkout', '-q', 'main');
    expect(await headCommit(repo)).toBe(second);
    git('reset', '-q', '--hard', first);
    expect(await headCommit(repo)).toBe(first);
    expect(await headCommit(path.join(repo, 'platform'))).toBe(first);
    git('pack-refs', '--all');
    const third = await commit('c.txt', 'c');
    expect(await headCommit(repo)).toBe(third);
    git('checkout', '-q', '-b', 'other');
    const fourth = await commit('d.txt', 'd');
    expect(await headCommit(repo)).toBe(fourth);
  });

  it('starts git only when the files its answer comes from have changed', async () => {
    const asked: string[] = [];
    const counting = (dir: string) => {
      asked.push(dir);
      return askGit(dir);
    };
    const first = await commit('a.txt', 'a');
    expect(await headCommit(repo, counting)).toBe(first);
    expect(await headCommit(repo, counting)).toBe(first);
    expect(asked).toEqual([repo]);
    const second = await commit('b.txt', 'b');
    expect(await headCommit(repo, counting)).toBe(second);
    expect(await headCommit(repo, counting)).toBe(second);
    expect(asked).toEqual([repo, repo]);
    // Outside any working copy there is nothing to ask.
    const plain = path.join(root, 'plain');
    await mkdir(plain);
    expect(await headCommit(plain, counting)).toBe('');
    expect(asked).toEqual([repo, repo]);
  });
});
