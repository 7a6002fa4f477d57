import { fstatSync, lstatSync, openSync, rmSync } from 'node:fs';
import { lstat, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { JobSettings, RejectCategory } from '@sillage/shared-types';
import {
  createFileSink,
  createOutputFileSink,
  createStreamSink,
  encodeOutput,
  isPlainOutput,
  resultExtensionOf,
  takesUtf8Bytes,
  type ChunkSink,
  type OutputEncoding,
  type PipelineSinks,
} from '@sillage/pipeline';
import { openAsideFile, type AsideFile } from './aside-file.js';
import { untilReaderLeaves, type StdoutResult } from './reader-left.js';
import { namingFailures, notWritten } from './write-failure.js';

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

/** stdout stays open; an encoder in front of it is ended, to flush its last bytes. Plain output
 * to a file or /dev/null is written directly (see createFileSink). */
function stdoutSink(stdout: Writable, encoding: OutputEncoding): ChunkSink {
  if (isPlainOutput(encoding) && stdout === process.stdout && !process.stdout.isTTY) {
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
 * How a run ended, for its files: a failed job keeps its reject files (they often say why), an
 * interrupted one leaves none, as it leaves no result: they stop wherever the signal came.
 */
export type RunEnding = 'success' | 'failure' | 'interrupted';

/** What openSinks gives the run. */
export interface OpenedSinks {
  sinks: PipelineSinks;
  /** Renames or removes the run's files as its ending says (once, when the run is over). */
  commit: (ending: RunEnding) => Promise<void>;
  /** Whether the reader of standard output went away (`| head`): see untilReaderLeaves. */
  readerLeft: () => boolean;
}

/**
 * Opens the job's sinks: a result file is written aside (see openAsideFile) and renamed to
 * `<output>` only when the job succeeds, so a failed job never leaves a file that looks complete; without
 * `-o` the result goes to stdout, and `onReaderLeft` is called if its reader goes away. A file
 * that cannot be created is a CliError naming its option, and the files opened before it are
 * removed.
 */
export async function openSinks(
  outputs: ProcessOutputs,
  settings: JobSettings,
  stdout: Writable,
  onReaderLeft: () => void,
): Promise<OpenedSinks> {
  // Only a regular file is written aside and renamed; a device or pipe (/dev/null, a FIFO) is
  // written in place.
  const target =
    outputs.output === undefined ? undefined : await stat(outputs.output).catch(() => undefined);
  const writtenAside = outputs.output !== undefined && (target === undefined || target.isFile());
  let aside: AsideFile | undefined;
  const { rejectsDir } = outputs;
  const rejectFiles: string[] = [];
  const counter = outputs.counter === undefined ? undefined : counterPaths(outputs.counter);
  const opened: { file: string; sink: ChunkSink }[] = [];
  /** The sink of `file`, named after `what` (`--traces t.log`) in its failures. */
  const open = (what: string, file: string, create: () => ChunkSink): ChunkSink => {
    let sink: ChunkSink;
    try {
      sink = create();
    } catch (error) {
      const asideName = (error as { path?: unknown }).path;
      throw notWritten(
        typeof asideName === 'string' && asideName !== file ? `${what} (as ${asideName})` : what,
        error,
      );
    }
    opened.push({ file, sink });
    return namingFailures(sink, what);
  };
  let onStdout: StdoutResult | undefined;
  const build = async (): Promise<PipelineSinks> => {
    const output = outputs.output;
    const result = (): ChunkSink => {
      if (output === undefined) {
        onStdout = untilReaderLeaves(stdoutSink(stdout, settings), stdout, onReaderLeft);
        return namingFailures(onStdout.sink, 'standard output');
      }
      return open(`--output ${output}`, output, () => {
        if (!writtenAside) {
          return createOutputFileSink(openSync(output, 'w'), settings);
        }
        aside = openAsideFile(output);
        return createOutputFileSink(aside.fd, settings);
      });
    };
    const built: PipelineSinks = { result: result() };
    if (rejectsDir !== undefined) {
      await mkdir(rejectsDir, { recursive: true }).catch((error: unknown) => {
        throw notWritten(`--rejects-dir ${rejectsDir}`, error);
      });
      const denied = path.join(rejectsDir, `denied-ecs.${resultExtensionOf(settings)}`);
      rejectFiles.push(denied);
      built.denied = open(`--rejects-dir ${denied}`, denied, () =>
        createOutputFileSink(openSync(denied, 'w'), settings),
      );
      built.openReject = (category: RejectCategory) => {
        const file = path.join(rejectsDir, `lines-${category}.log`);
        rejectFiles.push(file);
        return open(`--rejects-dir ${file}`, file, () => fileSink(file));
      };
    }
    const { traces } = outputs;
    if (traces !== undefined) {
      built.traces = open(`--traces ${traces}`, traces, () => fileSink(traces));
    }
    if (counter !== undefined) {
      built.counter = {
        json: open(`--counter ${counter.json}`, counter.json, () => fileSink(counter.json)),
        csv: open(`--counter ${counter.csv}`, counter.csv, () => fileSink(counter.csv)),
      };
    }
    return built;
  };
  let sinks: PipelineSinks;
  try {
    sinks = await build();
  } catch (error) {
    // Nothing ran: no file of this run is left behind, empty or not.
    onStdout?.release();
    await Promise.all(
      opened.map(async ({ file, sink }) => {
        await sink.close().catch(() => undefined);
        await (file === outputs.output && aside !== undefined
          ? aside.discard()
          : removeRunFile(file));
      }),
    );
    throw error;
  }
  const writtenCounterFiles = outputs.counter === undefined ? [] : counterFiles(outputs.counter);
  return {
    sinks,
    readerLeft: () => onStdout?.readerLeft() === true,
    async commit(ending) {
      onStdout?.release();
      const success = ending === 'success';
      if (!success) {
        await Promise.all(writtenCounterFiles.map(removeRunFile));
      }
      if (ending === 'interrupted') {
        await Promise.all(rejectFiles.map(removeRunFile));
      }
      if (aside === undefined) {
        return;
      }
      if (!success) {
        await aside.discard();
        return;
      }
      const kept = aside;
      await kept.keep().catch(async (error: unknown) => {
        // The destination changed under the run (made a folder, its folder removed): the
        // result is not left under a name no one reads.
        await kept.discard();
        throw notWritten(`--output ${outputs.output ?? ''}`, error);
      });
    },
  };
}

/**
 * Removes a file the run wrote, when it is a regular file: `--counter /dev/null` or
 * `--traces /dev/stderr` name a device, which a failed run must not delete.
 */
export async function removeRunFile(file: string): Promise<void> {
  const info = await lstat(file).catch(() => undefined);
  if (info?.isFile() === true) {
    await rm(file, { force: true });
  }
}

/** removeRunFile for a process about to exit. */
export function removeRunFileSync(file: string): void {
  if (lstatSync(file, { throwIfNoEntry: false })?.isFile() === true) {
    rmSync(file, { force: true });
  }
}
