import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { JobCounters } from '@sillage/db';
import type { JobProcessor } from '../runner/job-processor.js';

/** Copies each chunk: a stored file's chunks are reused buffers, and a stream reads ahead. */
async function* ownChunks(source: Readable | AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
  for await (const chunk of source as AsyncIterable<Uint8Array>) {
    yield Buffer.from(chunk);
  }
}

/**
 * A stand-in for the pipeline in tests: copies every non-empty input line to a `txt` result, and
 * fails with 4003 on a line `FAIL` (after writing the lines before it). Honours the abort signal.
 */
export function createLineCopyProcessor(): JobProcessor {
  return async (context) => {
    const counters: JobCounters = { linesInput: 0, events: 0, deniedEvents: 0, rejectedLines: 0 };
    const temp = context.paths.resultTemp('txt');
    const out = createWriteStream(temp);
    const report = () => ({
      general: {
        'Job-ID': context.jobId,
        'Job-Done': false,
        'nb-lines-input': counters.linesInput,
      },
    });
    const started = {
      level: 'info',
      message: `New job with ID: ${context.jobId}`,
      timestamp: new Date().toISOString(),
    };
    await writeFile(context.paths.traces, `${started.timestamp} info: ${started.message}\n`);
    context.onTrace(started);
    let failure: { status: number; message: string } | undefined;
    let aborted = false;
    try {
      outer: for (const input of context.inputs) {
        let source: Readable = Readable.from(ownChunks(input.open()));
        if (input.contentEncoding === 'gzip') {
          source = source.pipe(createGunzip());
        }
        const lines = createInterface({ input: source, crlfDelay: Infinity });
        // A cancel breaks out of the loop below while the input may still fail with the run's
        // AbortError (a followed upload through the demo delay): readline hands an input's error
        // on to the interface, which nobody iterates any more, and an unheard 'error' ends the
        // process. While the loop runs, its iterator hears errors itself.
        lines.on('error', () => undefined);
        for await (const line of lines) {
          if (context.signal.aborted) {
            aborted = true;
            break outer;
          }
          if (line === '') {
            continue;
          }
          if (line === 'FAIL') {
            failure = { status: 4003, message: 'FAIL line found' };
            break outer;
          }
          counters.linesInput += 1;
          counters.events += 1;
          out.write(`${line}\n`);
          context.onProgress(report(), { ...counters });
        }
      }
    } catch (error) {
      failure = { status: 4002, message: error instanceof Error ? error.message : String(error) };
    }
    await new Promise<void>((resolve) => out.end(resolve));
    const final = report();
    final.general['Job-Done'] = failure === undefined && !aborted;
    return {
      report: final,
      counters,
      aborted,
      ...(failure === undefined ? {} : { failure }),
      ...(failure === undefined && !aborted ? { resultExtension: 'txt' } : {}),
    };
  };
}
