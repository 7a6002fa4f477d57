import { execFileSync } from 'node:child_process';

/** Node flags that run this workspace's TypeScript sources as they are. */
const SOURCES = ['--conditions=development', '--import', '@swc-node/register/esm-register'];

/**
 * Runs `node <args>` (sources compiled as loaded) and returns what it printed. Under root, which
 * reads any file, it runs as `nobody`, as a service does: the tests of files the server cannot
 * read need its rights, not root's. Throws, with the child's error output, when it fails.
 */
export function runNodeUnprivileged(args: readonly string[]): string {
  const node = [process.execPath, ...SOURCES, ...args];
  const [command, ...rest] =
    process.getuid?.() === 0 ? ['runuser', '-u', 'nobody', '--', ...node] : node;
  return execFileSync(command ?? process.execPath, rest, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
