import { execFileSync } from 'node:child_process';

/** Runs git in `cwd` as a test author (no global identity needed) and returns its trimmed output. */
export function runGit(cwd: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args],
    { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  ).trim();
}
