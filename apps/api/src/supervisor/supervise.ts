import { spawn } from 'node:child_process';

/**
 * Exit status with which the api asks to be started again (`POST /api/admin/restart`, an app
 * update): EX_TEMPFAIL of sysexits.h, "try again later". The launcher and container restart
 * policies read it; any other status ends the launcher with it.
 */
export const RESTART_EXIT_CODE = 75;

export interface SuperviseOptions {
  command: string;
  args: readonly string[];
  /** Called before each restart, with the number of restarts so far. */
  onRestart?: (restarts: number) => void;
  /** Restarts closer together than this count towards `maxQuickRestarts`. Default 10 s. */
  quickRestartMs?: number;
  /** Quick restarts in a row after which the launcher gives up (a crash loop). Default 5. */
  maxQuickRestarts?: number;
}

/**
 * Runs `command` with the launcher's standard streams, starts it again each time it exits with
 * {@link RESTART_EXIT_CODE}, forwards SIGINT and SIGTERM to it, and resolves with the exit status
 * the launcher should end with.
 */
export function superviseProcess(options: SuperviseOptions): Promise<number> {
  const quickRestartMs = options.quickRestartMs ?? 10_000;
  const maxQuickRestarts = options.maxQuickRestarts ?? 5;
  return new Promise((resolve) => {
    let restarts = 0;
    let quickRestarts = 0;
    let stopping = false;
    const start = () => {
      const startedAt = Date.now();
      const child = spawn(options.command, options.args, { stdio: 'inherit' });
      const forward = (signal: NodeJS.Signals) => {
        stopping = true;
        child.kill(signal);
      };
      process.on('SIGINT', forward);
      process.on('SIGTERM', forward);
      child.on('exit', (code, signal) => {
        process.off('SIGINT', forward);
        process.off('SIGTERM', forward);
        quickRestarts = Date.now() - startedAt < quickRestartMs ? quickRestarts + 1 : 0;
        if (code === RESTART_EXIT_CODE && !stopping && quickRestarts <= maxQuickRestarts) {
          restarts += 1;
          options.onRestart?.(restarts);
          start();
        } else {
          resolve(code ?? (signal === null ? 1 : 128 + signalNumber(signal)));
        }
      });
    };
    start();
  });
}

function signalNumber(signal: NodeJS.Signals): number {
  return signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1;
}
