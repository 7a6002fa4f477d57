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
    try {
      execFile('git', args, { cwd, timeout: GIT_TIMEOUT_MS }, (error, stdout) => {
        resolve(error === null ? stdout.trim() : undefined);
      });
    } catch {
      // Thrown at once, not called back: `cwd` is a file (ENOTDIR), which made the admin's pack
      // status a 500 where a folder that is no working copy answers "not a git repo".
      resolve(undefined);
    }
  });
}

/** Whether `top` (what git says is the top of the working copy) is `dir` itself. */
async function isTopOf(top: string, dir: string): Promise<boolean> {
  try {
    return path.resolve(await realpath(top)) === path.resolve(await realpath(dir));
  } catch {
    return false;
  }
}

/** True when `dir` is the top of a git working copy (not a folder inside another repository). */
export async function isGitWorkingCopy(dir: string): Promise<boolean> {
  const top = await tryGit(dir, ['rev-parse', '--show-toplevel']);
  return top !== undefined && isTopOf(top, dir);
}

/**
 * Branch, latest tag, last commit and its date of the application installed in `dir`, stamped on
 * reports and events; undefined when `dir` is not the top of a git working copy (a package or an
 * image install), and never an error.
 */
export async function readAppGitVersion(dir: string): Promise<AppGitVersion | undefined> {
  // Three git runs at once, not five one after the other: each spawn forks this process, a
  // dozen milliseconds of its thread on our virtual machines, at every start of the CLI.
  const [identity, date, tag] = await Promise.all([
    tryGit(dir, ['rev-parse', '--show-toplevel', 'HEAD', '--abbrev-ref', 'HEAD']),
    tryGit(dir, ['log', '-1', '--format=%cs']),
    tryGit(dir, ['describe', '--tags', '--abbrev=0']),
  ]);
  const [top, lastCommit, branch] = identity?.split('\n') ?? [];
  if (top === undefined || lastCommit === undefined || date === undefined) {
    return undefined;
  }
  if (!(await isTopOf(top, dir))) {
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
