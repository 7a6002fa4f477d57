import { spawn } from 'node:child_process';

/**
 * Runs one program (never through a shell), handing each chunk of its output to `onOutput`;
 * rejects when it exits with another status than 0.
 */
export type CommandRunner = (
  command: string,
  args: readonly string[],
  options: { cwd: string; onOutput: (chunk: string) => void },
) => Promise<void>;

export const spawnCommand: CommandRunner = (command, args, { cwd, onOutput }) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.setEncoding('utf8').on('data', onOutput);
    child.stderr.setEncoding('utf8').on('data', onOutput);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) {
        resolve();
      } else {
        reject(new Error(`${command} ${args.join(' ')} exited with status ${String(code)}`));
      }
    });
  });
