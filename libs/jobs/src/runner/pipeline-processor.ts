import { createWriteStream, openSync } from 'node:fs';
import path from 'node:path';
import {
  createFileSink,
  createOutputFileSink,
  createStreamSink,
  createTraceLogger,
  resultExtensionOf,
  runPipeline,
  type ChunkSink,
  type PipelineResources,
} from '@sillage/pipeline';
import type { JobReport, JobSettings, TraceEntry } from '@sillage/shared-types';
import type { JobProcessor, JobRunContext, JobRunResult } from './job-processor.js';
import { parseStoredSettings } from './stored-settings.js';
import { isStorageFull, storageFullFailure, storageFullReport } from './storage-full.js';

/** File names of a COUNTER R5.1 job's report in its folder (served as job files). */
export const COUNTER_JSON = 'counter.json';
export const COUNTER_CSV = 'counter.csv';

const TRACE_LINE = /^(\S+) (\w+): (.*)$/s;

/** Parses one `job-traces.log` line (`<ISO> <level>: <message>`) into a live trace entry. */
export function parseTraceLine(line: string): TraceEntry | undefined {
  const match = TRACE_LINE.exec(line.replace(/\n$/, ''));
  return match
    ? { timestamp: match[1] ?? '', level: match[2] ?? '', message: match[3] ?? '' }
    : undefined;
}

/**
 * A result or denied file in the job's Response-Charset and Response-Encoding: plain output
 * through one reused buffer, as `sillage process` writes it, without waiting for a file stream
 * to drain every 16 KiB (a 1 M-line job waited about a third of its time for that). Written at
 * the end of each batch, so that a live answer, which streams the result file, sends each batch
 * as soon as it is done.
 */
function outputFile(file: string, settings: JobSettings): ChunkSink {
  return createOutputFileSink(openSync(file, 'w'), settings, { flushOnReady: true });
}

/** A reject file: plain text, written as the result is. */
function rejectFile(file: string): ChunkSink {
  return createFileSink(openSync(file, 'w'));
}

const ZERO_COUNTERS = { linesInput: 0, events: 0, deniedEvents: 0, rejectedLines: 0 };

/** Counters of the jobs table from a report. */
function countersOf(report: JobReport) {
  const general = report.general as Record<string, unknown>;
  const rejets = report.rejets as Record<string, unknown>;
  const rejected = Object.entries(rejets)
    .filter(([key, value]) => key.startsWith('nb-lines-') && typeof value === 'number')
    .reduce((sum, [, value]) => sum + (value as number), 0);
  return {
    linesInput: Number(general['nb-lines-input'] ?? 0),
    events: Number(general['nb-ecs'] ?? 0),
    deniedEvents: Number(general['nb-denied-ecs'] ?? 0),
    rejectedLines: rejected,
  };
}

/** A sink writing traces to the job's file and handing each line to the live feed. */
function traceSink(file: ChunkSink, onTrace: JobRunContext['onTrace']): ChunkSink {
  return {
    write(chunk) {
      file.write(chunk);
      for (const line of chunk.split('\n')) {
        const entry = line === '' ? undefined : parseTraceLine(line);
        if (entry) {
          onTrace(entry);
        }
      }
    },
    ready: () => file.ready(),
    close: () => file.close(),
  };
}

/**
 * The real processor: re-validates the job's stored headers (as the api did), runs
 * `@sillage/pipeline` over the stored inputs, and writes the result (to its temporary name),
 * denied ECs, requested reject files and traces into the job's folder.
 */
export function createPipelineProcessor(resources: PipelineResources): JobProcessor {
  return async (context) => {
    const parsed = parseStoredSettings(context.headers);
    if (!parsed.ok) {
      return {
        report: {
          general: {
            'Job-ID': context.jobId,
            'Job-Done': false,
            status: parsed.failure.status,
            'status-message': parsed.failure.message,
          },
        },
        counters: { linesInput: 0, events: 0, deniedEvents: 0, rejectedLines: 0 },
        aborted: false,
        failure: parsed.failure,
      };
    }
    const settings = parsed.settings;
    const extension = resultExtensionOf(settings);
    const { paths, urls } = context;
    let lastReport: JobReport | undefined;
    const traces = traceSink(createStreamSink(createWriteStream(paths.traces)), (entry) => {
      context.onTrace(entry);
    });
    const warn = (message: string) => {
      createTraceLogger(settings.tracesLevel, (line) => {
        traces.write(line);
      }).log('warn', message);
    };
    if (context.attempt !== undefined && context.attempt > 1) {
      warn(
        `Attempt ${context.attempt}: the previous run stopped without finishing (the process ` +
          'running it stopped, or lost the database for too long); the job starts again from ' +
          'its stored input',
      );
    }
    if (context.shutdownStopAt !== undefined) {
      warn(
        `The server stopped during an earlier run of this job (${context.shutdownStopAt}); ` +
          'the job starts again from its stored input',
      );
    }
    const run = runPipeline({
      inputs: context.inputs.map((input) => ({
        source: input.open(),
        ...(input.fileName === undefined ? {} : { fileName: input.fileName }),
        ...(input.contentType === undefined ? {} : { contentType: input.contentType }),
        ...(input.contentEncoding === undefined ? {} : { contentEncoding: input.contentEncoding }),
        ...(input.size === undefined ? {} : { size: input.size }),
      })),
      settings,
      resources,
      sinks: {
        result: outputFile(paths.resultTemp(extension), settings),
        denied: outputFile(paths.denied(extension), settings),
        openReject: (category) => rejectFile(paths.rejects(category)),
        traces,
        // COUNTER R5.1 jobs also leave counter.json and counter.csv beside the result.
        ...(settings.counterMode === 'r51' && !settings.cleanOnly
          ? {
              counter: {
                json: createStreamSink(createWriteStream(path.join(paths.dir, COUNTER_JSON))),
                csv: createStreamSink(createWriteStream(path.join(paths.dir, COUNTER_CSV))),
              },
            }
          : {}),
      },
      job: {
        id: context.jobId,
        date: context.createdAt,
        ...(context.userAgent === undefined ? {} : { userAgent: context.userAgent }),
        ...(urls === undefined
          ? {}
          : {
              urls: {
                result: urls.result,
                report: urls.report,
                traces: urls.traces,
                denied: urls.denied(extension),
                rejectFile: (category) => urls.rejects(category),
              },
            }),
      },
      signal: context.signal,
      onProgress: (report) => {
        lastReport = report;
        context.onProgress(report, countersOf(report));
      },
    });
    let outcome: Awaited<typeof run>;
    try {
      outcome = await run;
    } catch (error) {
      if (!isStorageFull(error)) {
        throw error;
      }
      // A sink hit a full volume (ENOSPC): the job ends in error, not the worker. A file sink met
      // mid-job reports it again when it is closed, so it is always seen here.
      const failure = storageFullFailure(error instanceof Error ? error.message : String(error));
      const failed: JobRunResult = {
        report: storageFullReport(context.jobId, lastReport, failure),
        counters: lastReport === undefined ? ZERO_COUNTERS : countersOf(lastReport),
        aborted: false,
        failure,
      };
      return failed;
    }
    const report = outcome.report as Record<string, unknown>;
    return {
      report,
      counters: countersOf(outcome.report),
      aborted: outcome.aborted,
      ...(outcome.failure === undefined ? {} : { failure: outcome.failure }),
      ...(outcome.failure === undefined && !outcome.aborted ? { resultExtension: extension } : {}),
    };
  };
}
