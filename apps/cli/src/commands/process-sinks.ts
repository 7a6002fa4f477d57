import { createWriteStream, fstatSync, openSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { JobSettings, RejectCategory } from '@sillage/shared-types';
import {
  createFileSink,
  createStreamSink,
  encodeOutput,
  resultExtensionOf,
  takesUtf8Bytes,
  type ChunkSink,
  type OutputEncoding,
  type PipelineSinks,
} from '@sillage/pipeline';
import { namingFailures } from './write-failure.js';

/** Where `sillage process` writes, from its options. */
export interface ProcessOutputs {
  output?: string;
  traces?: string;
  rejectsDir?: string;
  /** `counter.json` of a COUNTER R5.1 job; its CSV goes beside it (`.csv`). */
  counter?: string;
}

/** The CSV twin of a counter JSON path: `x.json` → `x.csv`, otherwise `x` → `x.csv`. */
export function counterCsvPath(jsonPath: string): string {
  return jsonPath.toLowerCase().endsWith('.json')
    ? `${jsonPath.slice(0, -5)}.csv`
    : `${jsonPath}.csv`;
}

/**
 * Why `--counter` cannot name a `.csv` file: it names the JSON, and the CSV would have gone to
 * `x.csv.csv` with the JSON in `x.csv`.
 */
export function counterJsonProblem(jsonPath: string): string | undefined {
  return jsonPath.toLowerCase().endsWith('.csv')
    ? `name the JSON file (${jsonPath.slice(0, -4)}.json); its CSV is written beside it`
    : undefined;
}

/** Reject lines, traces and COUNTER files: plain text, written directly. */
function fileSink(file: string): ChunkSink {
  return createFileSink(openSync(file, 'w'));
}

/** Whether a job's output needs no encoder (utf-8, not compressed). */
function isPlain(encoding: OutputEncoding): boolean {
  const charset = encoding.responseCharset.trim().toLowerCase();
  return encoding.responseEncoding === undefined && (charset === 'utf-8' || charset === 'utf8');
}

/** stdout stays open; an encoder in front of it is ended, to flush its last bytes. Plain output
 * to a file or /dev/null is written directly (see createFileSink). */
function stdoutSink(stdout: Writable, encoding: OutputEncoding): ChunkSink {
  if (isPlain(encoding) && stdout === process.stdout && !process.stdout.isTTY) {
    const kind = fstatSync(1);
    if (kind.isFile() || kind.isCharacterDevice()) {
      return createFileSink(1, { closeFd: false });
    }
  }
  const encoder = encodeOutput(stdout, encoding, { endTarget: false });
  return createStreamSink(encoder, {
    closeStream: encoder !== stdout,
    utf8Bytes: takesUtf8Bytes(encoding),
  });
}

/**
 * A result or denied file, in the job's Response-Charset and Response-Encoding; plain output is
 * written synchronously through one reused buffer (see createFileSink).
 */
function encodedFileSink(file: string, encoding: OutputEncoding): ChunkSink {
  return isPlain(encoding)
    ? createFileSink(openSync(file, 'w'))
    : createStreamSink(encodeOutput(createWriteStream(file), encoding), {
        utf8Bytes: takesUtf8Bytes(encoding),
      });
}

/**
 * How a run ended, for its files: a failed job keeps its reject files (they often say why), an
 * interrupted one leaves none, as it leaves no result: they stop wherever the signal came.
 */
export type RunEnding = 'success' | 'failure' | 'interrupted';

/**
 * Opens the job's sinks: a result file is written as `<output>.partial` and renamed to `<output>`
 * only when the job succeeds, so a failed job never leaves a file that looks complete; without
 * `-o` the result goes to stdout.
 */
export async function openSinks(
  outputs: ProcessOutputs,
  settings: JobSettings,
  stdout: Writable,
): Promise<{ sinks: PipelineSinks; commit: (ending: RunEnding) => Promise<void> }> {
  // Only a regular file is written aside and renamed; a device or pipe (/dev/null, a FIFO) is
  // written in place.
  const target =
    outputs.output === undefined ? undefined : await stat(outputs.output).catch(() => undefined);
  const partial =
    outputs.output === undefined || (target !== undefined && !target.isFile())
      ? undefined
      : `${outputs.output}.partial`;
  const result = namingFailures(
    outputs.output !== undefined && partial === undefined
      ? encodedFileSink(outputs.output, settings)
      : partial === undefined
        ? stdoutSink(stdout, settings)
        : encodedFileSink(partial, settings),
    outputs.output === undefined ? 'standard output' : `--output ${outputs.output}`,
  );
  const sinks: PipelineSinks = { result };
  const { rejectsDir } = outputs;
  const rejectFiles: string[] = [];
  if (rejectsDir !== undefined) {
    await mkdir(rejectsDir, { recursive: true });
    const denied = path.join(rejectsDir, `denied-ecs.${resultExtensionOf(settings)}`);
    rejectFiles.push(denied);
    sinks.denied = namingFailures(encodedFileSink(denied, settings), `--rejects-dir ${denied}`);
    sinks.openReject = (category: RejectCategory) => {
      const file = path.join(rejectsDir, `lines-${category}.log`);
      rejectFiles.push(file);
      return namingFailures(fileSink(file), `--rejects-dir ${file}`);
    };
  }
  if (outputs.traces !== undefined) {
    sinks.traces = namingFailures(fileSink(outputs.traces), `--traces ${outputs.traces}`);
  }
  const counterFiles =
    outputs.counter === undefined ? [] : [outputs.counter, counterCsvPath(outputs.counter)];
  if (counterFiles[0] !== undefined && counterFiles[1] !== undefined) {
    sinks.counter = {
      json: namingFailures(fileSink(counterFiles[0]), `--counter ${counterFiles[0]}`),
      csv: namingFailures(fileSink(counterFiles[1]), `--counter ${counterFiles[1]}`),
    };
  }
  return {
    sinks,
    async commit(ending) {
      const success = ending === 'success';
      if (!success) {
        await Promise.all(counterFiles.map((file) => rm(file, { force: true })));
      }
      if (ending === 'interrupted') {
        await Promise.all(rejectFiles.map((file) => rm(file, { force: true })));
      }
      if (partial === undefined || outputs.output === undefined) {
        return;
      }
      if (success) {
        await rename(partial, outputs.output);
      } else {
        await rm(partial, { force: true });
      }
    },
  };
}
