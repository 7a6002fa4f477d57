import type { Writable } from 'node:stream';

/**
 * `sillage platforms list | head`: once the reader goes away, writes fail with EPIPE. That is
 * the reader's choice, not an error of ours: stop quietly with status 0 instead of crashing on an
 * unhandled 'error' event. Any other write error is still reported.
 */
export function endQuietlyOnClosedPipe(
  stream: Writable,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') {
      exit(0);
      return;
    }
    throw error;
  });
}
