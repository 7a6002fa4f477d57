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
  /** `--counter`: where the COUNTER R5.1 JSON and CSV go (see counterPaths). */
  counter?: string;
}

/** The two files of a COUNTER R5.1 report. */
export interface CounterPaths {
  json: string;
  csv: string;
}

/**
 * Where `--counter <file>` puts the COUNTER report: a `.json` or `.csv` name gives its stem both
 * files (`c.json` or `c.csv` → `c.json` and `c.csv`); any other extension is the JSON and the CSV
 * takes its place (`c.txt` → `c.txt` and `c.csv`); a name with no extension is the JSON and the CSV
 * is beside it (`c` → `c` and `c.csv`). Never a double extension such as `c.txt.csv`.
 */
export function counterPaths(file: string): CounterPaths {
  const extension = path.extname(file);
  const stem = file.slice(0, file.length - extension.length);
  if (extension === '') {
    return { json: file, csv: `${file}.csv` };
  }
  if (extension.toLowerCase() === '.csv') {
    return { json: `${stem}.json`, csv: file };
  }
  return { json: file, csv: `${stem}.csv` };
}

/** Both files of `--counter <file>`, JSON first. */
export function counterFiles(file: string): string[] {
  const { json, csv } = counterPaths(file);
  return [json, csv];
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
  const counter = outputs.counter === undefined ? undefined : counterPaths(outputs.counter);
  const writtenCounterFiles = outputs.counter === undefined ? [] : counterFiles(outputs.counter);
  if (counter !== undefined) {
    sinks.counter = {
      json: namingFailures(fileSink(counter.json), `--counter ${counter.json}`),
      csv: namingFailures(fileSink(counter.csv), `--counter ${counter.csv}`),
    };
  }
  return {
    sinks,
    async commit(ending) {
      const success = ending === 'success';
      if (!success) {
        await Promise.all(writtenCounterFiles.map((file) => rm(file, { force: true })));
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
