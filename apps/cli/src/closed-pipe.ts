import type { Writable } from 'node:stream';

/** Streams whose closed pipe a running command handles itself (see handleClosedPipe). */
const handledByCommand = new WeakSet<Writable>();

/** Whether `error` is a write to a pipe whose reader went away. */
export const isClosedPipe = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'EPIPE';

/**
 * `sillage platforms list | head`: once the reader goes away, writes fail with EPIPE. That is
 * the reader's choice, not an error of ours: stop quietly with status 0 instead of crashing on an
 * unhandled 'error' event, unless the command running handles it (see handleClosedPipe). Any
 * other write error is still reported.
 */
export function endQuietlyOnClosedPipe(
  stream: Writable,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (!isClosedPipe(error)) {
      throw error;
    }
    if (!handledByCommand.has(stream)) {
      exit(0);
    }
  });
}

/**
 * Until the returned release is called, a closed pipe on `stream` calls `onClosed` instead of
 * ending the process: `sillage process … | head` then stops its job and tidies its other files
 * (a COUNTER report, reject files) rather than leaving them half-written.
 */
export function handleClosedPipe(stream: Writable, onClosed: () => void): () => void {
  const listener = (error: unknown) => {
    if (isClosedPipe(error)) {
      onClosed();
    }
  };
  handledByCommand.add(stream);
  stream.on('error', listener);
  return () => {
    handledByCommand.delete(stream);
    stream.off('error', listener);
  };
}
