import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** `git rev-parse HEAD` in `dir`: '' when it fails. */
export function askGit(dir: string): Promise<string> {
  return new Promise((resolve) => {
    execFile('git', ['-C', dir, 'rev-parse', 'HEAD'], { timeout: 5000 }, (error, stdout) => {
      resolve(error ? '' : stdout.trim());
    });
  });
}

/** The `.git` folder of the working copy holding `dir`, as git finds it (walking up). */
async function gitFolderOf(dir: string): Promise<{ folder: string } | 'none' | 'other'> {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const info = await stat(path.join(at, '.git')).catch(() => undefined);
    if (info !== undefined) {
      // A `.git` file (a linked worktree, a submodule) points elsewhere: git is asked each time.
      return info.isDirectory() ? { folder: path.join(at, '.git') } : 'other';
    }
    if (path.dirname(at) === at) {
      return 'none';
    }
  }
}

const identity = (file: string) =>
  stat(file).then(
    (info) => `${String(info.ino)}:${String(info.mtimeMs)}:${String(info.size)}`,
    () => '-',
  );

/**
 * What changes whenever HEAD can have moved: HEAD itself (a branch switch, a detached checkout),
 * and the branch's loose ref and `packed-refs` (a commit, pull or reset rewrites one of them
 * through a lock file renamed into place: a new inode). Undefined when HEAD cannot be read.
 */
async function headKey(gitFolder: string): Promise<string | undefined> {
  const head = await readFile(path.join(gitFolder, 'HEAD'), 'utf8').catch(() => undefined);
  if (head === undefined) {
    return undefined;
  }
  const ref = /^ref:\s*(\S+)/.exec(head)?.[1];
  const files = [
    ...(ref === undefined ? [] : [path.join(gitFolder, ref)]),
    path.join(gitFolder, 'packed-refs'),
  ];
  return [head.trim(), ...(await Promise.all(files.map(identity)))].join('|');
}

const known = new Map<string, { key: string; commit: string }>();

/**
 * The HEAD commit of the git working copy holding `dir` ('' when there is none), as
 * `git rev-parse HEAD` answers. Each job start asks it of every resource folder, and starting
 * `git` cost the api's thread ≈ 8 ms a folder (forking a process of a few hundred MiB), ≈ 37 ms
 * a job: git is asked again only when the files its answer comes from have changed, and never
 * for a folder outside any working copy. (`ask` is how git is asked: tests count the times.)
 */
export async function headCommit(dir: string, ask = askGit): Promise<string> {
  const found = await gitFolderOf(dir);
  if (found === 'none') {
    return '';
  }
  if (found === 'other') {
    return ask(dir);
  }
  const key = await headKey(found.folder);
  const cached = known.get(dir);
  if (key !== undefined && cached?.key === key) {
    return cached.commit;
  }
  const commit = await ask(dir);
  if (key !== undefined) {
    known.set(dir, { key, commit });
  }
  return commit;
}
