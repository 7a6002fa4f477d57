import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { ProcessIo, ProcessOptions } from '../commands/process.command.js';

/** The acceptance logs, read in place beside the clone. */
export const LOGS = path.resolve(__dirname, '../../../../../shared/acceptance/logs');

/** In-memory stdin/stdout/stderr for `runProcessCommand`, with what was written to them. */
export function captureIo(
  stdin: string | Buffer = '',
  options: { tty?: boolean; columns?: number } = {},
) {
  const stdout = new PassThrough();
  const stderr = Object.assign(
    new PassThrough(),
    options.tty ? { isTTY: true } : {},
    options.columns === undefined ? {} : { columns: options.columns },
  );
  const out: Buffer[] = [];
  let err = '';
  stdout.on('data', (chunk: Buffer) => out.push(chunk));
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const streams: ProcessIo = { stdin: Readable.from([Buffer.from(stdin)]), stdout, stderr };
  return {
    streams,
    outBytes: () => Buffer.concat(out),
    out: () => Buffer.concat(out).toString(),
    err: () => err,
  };
}

/** An empty data folder: no community catalog, no verdicts. */
export const NO_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'sillage-cli-empty-data-'));

/** `sillage process` options as commander gives them, with `extra` over the defaults. */
export const processOptions = (extra: Partial<ProcessOptions> = {}): ProcessOptions => ({
  header: [],
  platforms: [],
  // Hermetic: a data folder of this machine (with a fetched catalog) never changes a test's result.
  dataDir: NO_DATA_DIR,
  quiet: true,
  pkb: [],
  progress: false,
  ...extra,
});
