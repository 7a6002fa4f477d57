import { execFile } from 'node:child_process';

/** A git command that failed, with what git said. */
export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly stderr: string,
  ) {
    // Git's reasons reach admins and API clients: control characters (a corrupted object's
    // name can hold a NUL) would cut or garble them, so each run becomes one space.
    const reason = stderr.replace(/[^\P{Cc}\t\n]+/gu, ' ').trim();
    super(`git ${args.join(' ')} failed: ${reason || 'no output'}`);
    this.name = 'GitError';
  }
}

/**
 * Runs `git` in `cwd` without a shell (arguments are never interpreted) and returns its trimmed
 * standard output. The server has no terminal, so a remote asking for credentials fails (and the
 * timeout bounds anything else that would hang).
 */
export function git(cwd: string, args: readonly string[], timeoutMs = 120_000): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      ['-C', cwd, ...args],
      {
        timeout: timeoutMs,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) {
          reject(new GitError(args, stderr || error.message));
        } else {
          resolve(stdout.trim());
        }
      },
    );
  });
}

/** Like {@link git}, but undefined instead of an error. */
export function tryGit(cwd: string, args: readonly string[]): Promise<string | undefined> {
  return git(cwd, args).catch(() => undefined);
}

// One answer for the packs, the application update and the version stamps of jobs.
export { isGitWorkingCopy } from '@sillage/pipeline';
