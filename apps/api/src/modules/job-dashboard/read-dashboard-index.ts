import type { Readable } from 'node:stream';
import { type DashboardIndex, DashboardIndexBuilder, INDEXED_FIELDS } from './dashboard-index.js';
import { decodeResult, readResultRecords } from './result-records.js';

/**
 * Reads a job's result file into its dashboard index. Stops reading (and rejects) as soon as
 * `signal` aborts: a result of a million events costs seconds of CPU, otherwise spent for nobody.
 */
export async function readDashboardIndex(
  file: string,
  open: (file: string) => Readable,
  signal: AbortSignal,
): Promise<DashboardIndex> {
  signal.throwIfAborted();
  const stream = open(file);
  const decoded = decodeResult(file, stream);
  const stop = () => {
    decoded.destroy();
    stream.destroy();
  };
  signal.addEventListener('abort', stop, { once: true });
  try {
    const builder = new DashboardIndexBuilder();
    for await (const record of readResultRecords(decoded, INDEXED_FIELDS)) {
      builder.add(record);
    }
    // A destroyed stream may end quietly: a stopped read never passes for a whole one.
    signal.throwIfAborted();
    return builder.build();
  } finally {
    signal.removeEventListener('abort', stop);
    decoded.destroy();
    stream.destroy();
  }
}
