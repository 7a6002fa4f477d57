import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Runs git in `cwd` as a test author (no global identity needed) and returns its trimmed output. */
export function runGit(cwd: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args],
    { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  ).trim();
}

/**
 * A bare `remote.git` in `root` (branch main) and a working clone of it, `upstream`, on main:
 * what a test publishes to and the server fetches from. Returns the clone's path.
 */
export function createUpstream(root: string): string {
  runGit(root, 'init', '-q', '--bare', '-b', 'main', 'remote.git');
  runGit(root, 'clone', '-q', 'remote.git', 'upstream');
  const upstream = path.join(root, 'upstream');
  runGit(upstream, 'checkout', '-q', '-b', 'main');
  return upstream;
}
