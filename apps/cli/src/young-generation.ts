import { spawn } from 'node:child_process';

// Loaded by bin/sillage.mjs before the CLI itself, so it imports nothing but Node built-ins.

/**
 * V8's young generation for job processes (ADR 0024). A job's events live for one batch: with
 * the default 16 MiB semi-space, scavenges promote most of them to the old space, which then has
 * to be marked and compacted; with 32 MiB most die young. Measured on 1 M lines: about 30 % less
 * CPU for about 30 MiB more peak (docs/benchmarks.md). V8 reads the size only at start-up.
 */
export const YOUNG_GENERATION_FLAG = '--max-semi-space-size=32';

/**
 * Lets the job run one full collection once its resources are loaded (settle-heap.ts). Start-up
 * leaves garbage behind (pack fingerprints, list files, module sources) and V8 sizes the old
 * generation for the rest of the job from what it holds then: collected first, a 1 M-line job
 * peaks 25–40 MiB lower and runs ≈ 4 % faster (docs/benchmarks.md).
 */
export const EXPOSE_GC_FLAG = '--expose-gc';

/** What decides whether `sillage` must start its job in a node with a larger young generation. */
export interface LaunchContext {
  /** Arguments after the script (`process.argv.slice(2)`). */
  argv: readonly string[];
  execArgv: readonly string[];
  nodeOptions: string | undefined;
  /** The CLI's entry (dist/main.js). */
  entry: string;
}

/**
 * Node arguments for a relaunch of `sillage process` with {@link YOUNG_GENERATION_FLAG} and
 * {@link EXPOSE_GC_FLAG}, or undefined when no relaunch is needed: another command (they hold few
 * objects, and a second node costs ≈ 50 ms), or a semi-space size the user already chose.
 */
export function relaunchArgs(context: LaunchContext): string[] | undefined {
  const chosen = [...context.execArgv, ...(context.nodeOptions ?? '').split(/\s+/)].some((option) =>
    option.startsWith('--max-semi-space-size'),
  );
  if (chosen || context.argv[0] !== 'process') {
    return undefined;
  }
  return [
    ...context.execArgv,
    YOUNG_GENERATION_FLAG,
    EXPOSE_GC_FLAG,
    context.entry,
    ...context.argv,
  ];
}

/**
 * Runs node with `args`, sharing this process's standard streams, and resolves with the exit
 * code to end with. Signals sent to this process alone (a supervisor's SIGTERM) go on to the
 * job; a job ended by a signal ends this process by the same signal, as a shell expects.
 */
export function runNode(args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    const forward = (signal: NodeJS.Signals) => {
      child.kill(signal);
    };
    const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
    for (const signal of signals) {
      process.on(signal, forward);
    }
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      for (const name of signals) {
        process.off(name, forward);
      }
      if (signal !== null) {
        process.kill(process.pid, signal);
      }
      resolve(code ?? 1);
    });
  });
}

/**
 * Starts `sillage process` again in a node with a larger young generation when it needs one
 * (see relaunchArgs) and resolves with its exit code; resolves undefined when this process
 * should run the CLI itself.
 */
export async function relaunchWithYoungGeneration(
  context: LaunchContext,
): Promise<number | undefined> {
  const args = relaunchArgs(context);
  return args === undefined ? undefined : runNode(args);
}
