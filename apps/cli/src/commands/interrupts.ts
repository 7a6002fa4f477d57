import { constants } from 'node:os';

/** Signals that stop a run cleanly: Ctrl-C, a supervisor's stop, a closed terminal. */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** The shell's status for a run ended by a signal: 128 + its number (130 for Ctrl-C). */
export function interruptedExitCode(reason: unknown): number {
  const known = STOP_SIGNALS.find((signal) => signal === reason);
  return 128 + (known === undefined ? constants.signals.SIGINT : constants.signals[known]);
}

/**
 * A repeat of a stop signal this soon after the previous one is the same Ctrl-C: the terminal
 * sends it to the whole process group, and the launcher (young-generation.ts) forwards its own
 * copy to the job. A person pressing Ctrl-C again takes longer than this.
 */
export const SAME_INTERRUPT_MS = 500;

export interface InterruptHandlerOptions {
  /** The first interrupt: stop between batches and tidy the files. */
  stop: (signal: NodeJS.Signals) => void;
  /** A later one: the user will not wait for the tidy stop (a stuck enricher, a slow disk). */
  quit: (signal: NodeJS.Signals) => void;
  now?: () => number;
}

/** The handler of `sillage process`'s stop signals: the first stops cleanly, a second quits. */
export function createInterruptHandler(
  options: InterruptHandlerOptions,
): (signal: NodeJS.Signals) => void {
  const now = options.now ?? Date.now;
  let last: number | undefined;
  return (signal) => {
    const at = now();
    const previous = last;
    last = at;
    if (previous === undefined) {
      options.stop(signal);
    } else if (at - previous >= SAME_INTERRUPT_MS) {
      options.quit(signal);
    }
  };
}
