import type { ChunkSink } from '@sillage/pipeline';
import { CliError } from '../cli-error.js';

/** `no space left on device` from node's `ENOSPC: no space left on device, write`. */
function reasonOf(error: unknown): string {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string'
    ? // (`Error: ` when the sink re-wrapped an error of another realm: under jest.)
      message.replace(/^(Error: )?E[A-Z]+: /, '').replace(/, \w+( '[^']*')?$/, '')
    : String(error);
}

/**
 * The CliError of a file the run could not write (a full disk, a failing volume):
 * `<what>: not written: <reason>`, where `what` names the option and file (`--output x.csv`).
 */
export function notWritten(what: string, error: unknown): CliError {
  return new CliError(`${what}: not written: ${reasonOf(error)}`, { cause: error });
}

/**
 * The sink, whose write failure names what it was writing: a sink reports a failed write at its
 * next `ready` or `close`, by then nothing tells which of the run's files it was. (Standard
 * output's reader going away is no failure: reader-left.ts takes it before it gets here.)
 */
export function namingFailures(sink: ChunkSink, what: string): ChunkSink {
  const rethrow = (error: unknown): never => {
    throw notWritten(what, error);
  };
  return {
    write: (chunk) => {
      sink.write(chunk);
    },
    ...(sink.writeBytes === undefined
      ? {}
      : {
          writeBytes: (bytes: Uint8Array) => {
            sink.writeBytes?.(bytes);
          },
        }),
    ready: () => sink.ready().catch(rethrow),
    close: () => sink.close().catch(rethrow),
  };
}
