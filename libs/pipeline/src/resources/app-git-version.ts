import { execFile } from 'node:child_process';
import { realpath } from 'node:fs/promises';
import path from 'node:path';

/** The application's git identity, as the reference reports its own (`git-*` report keys). */
export interface AppGitVersion {
  branch?: string;
  /** Latest tag reachable from HEAD. */
  tag?: string;
  /** Full hash of HEAD. */
  lastCommit: string;
  /** Commit date of HEAD, `YYYY-MM-DD`. */
  date: string;
}

const GIT_TIMEOUT_MS = 10_000;

function tryGit(cwd: string, args: readonly string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, timeout: GIT_TIMEOUT_MS }, (error, stdout) => {
      resolve(error === null ? stdout.trim() : undefined);
    });
  });
}

/** True when `dir` is the top of a git working copy (not a folder inside another repository). */
export async function isGitWorkingCopy(dir: string): Promise<boolean> {
  const top = await tryGit(dir, ['rev-parse', '--show-toplevel']);
  if (top === undefined) {
    return false;
  }
  try {
    return path.resolve(await realpath(top)) === path.resolve(await realpath(dir));
  } catch {
    return false;
  }
}

/**
 * Branch, latest tag, last commit and its date of the application installed in `dir`, stamped on
 * reports and events; undefined when `dir` is not the top of a git working copy (a package or an
 * image install), and never an error.
 */
export async function readAppGitVersion(dir: string): Promise<AppGitVersion | undefined> {
  if (!(await isGitWorkingCopy(dir))) {
    return undefined;
  }
  const [lastCommit, date, branch, tag] = await Promise.all([
    tryGit(dir, ['rev-parse', 'HEAD']),
    tryGit(dir, ['log', '-1', '--format=%cs']),
    tryGit(dir, ['rev-parse', '--abbrev-ref', 'HEAD']),
    tryGit(dir, ['describe', '--tags', '--abbrev=0']),
  ]);
  if (lastCommit === undefined || date === undefined) {
    return undefined;
  }
  return {
    // `HEAD` when detached: no branch to name.
    ...(branch === undefined || branch === 'HEAD' ? {} : { branch }),
    ...(tag === undefined || tag === '' ? {} : { tag }),
    lastCommit,
    date,
  };
}
