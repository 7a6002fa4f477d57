import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  createJobFailure,
  type JobFailure,
  type JobReport,
  DENIED_EVENTS_KEY,
  type JobSettings,
  type RejectCategory,
  type SampleCategory,
} from '@sillage/shared-types';
import { createCounterOutput, type CounterSinks } from '../counter/counter-output.js';
import { missingExclusionsAlert, unknownSettingsAlert } from '../report/alerts.js';
import { hostOwnerLookupOf } from '../report/explorer-state.js';
import { ReportState, type JobInfo, type PipelineVersions } from '../report/report-state.js';
import { StageTally } from '../traces/stage-tally.js';
import { createTraceLogger, SILENT_TRACES, type TraceLogger } from '../traces/trace-logger.js';
import { createPipeline, type PipelineResources } from './create-pipeline.js';
import { createLineProtector, withJobCryptingKey } from './crypted-values.js';
import { DEFAULT_TOOLKIT } from './default-toolkit.js';
import { BatchLanes } from './batch-lanes.js';
import { EventOutput } from './event-output.js';
import { InputBytes } from './input-bytes.js';
import { InputLines } from './input-lines.js';
import { FormatHeaderError, LineParsing } from './line-parsing.js';
import { JobStop } from './job-stop.js';
import { mergeByTime } from './merge-by-time.js';
import type { PipelineEvent } from './pipeline-event.js';
import { describeRejectReason, type RejectReason } from './reject-reason.js';
import type { ChunkSink } from './sinks.js';
import type { Stage, StageContext } from './stage.js';
import type { PipelineInput, PipelineToolkit } from './toolkit.js';
import { createEventFields } from './event-fields.js';
import {
  describeUnknownSetting,
  findUnknownSettings,
  unfilledOutputFieldsFinding,
} from './unknown-setting-values.js';

/** Where a job writes: given by the caller (files and stdout in the CLI, job files in the worker). */
export interface PipelineSinks {
  result: ChunkSink;
  denied?: ChunkSink;
  /** Opened once per category of `Reject-Files` (`lines-<category>.log`). */
  openReject?: (category: RejectCategory) => ChunkSink;
  traces?: ChunkSink;
  /** `counter.json` and its CSV, written at the end of a `COUNTER-Mode: r51` job. */
  counter?: CounterSinks;
}

/** Everything one job run needs. */
export interface RunPipelineOptions {
  inputs: PipelineInput[];
  settings: JobSettings;
  resources: PipelineResources;
  sinks: PipelineSinks;
  /** The log-parser and resource functions; the real ones unless a test swaps them. */
  toolkit?: PipelineToolkit;
  job?: JobInfo;
  signal?: AbortSignal;
  /** Called with the report as it grows, at most every `progressIntervalMs` (1 000 by default). */
  onProgress?: (report: JobReport) => void;
  progressIntervalMs?: number;
  now?: () => Date;
  /**
   * The job's Log-Format header as its user wrote it (`log-format-ezproxy`, on a command line),
   * for the failure that names it; `Log-Format-<proxy>` when not given.
   */
  logFormatHeader?: string;
}

/** How a job ended: its final report, and the failure or abort that stopped it, if any. */
export interface PipelineOutcome {
  report: JobReport;
  failure?: JobFailure;
  aborted: boolean;
}

/** Batches between reading and output at once (see BatchLanes). */
const BATCHES_IN_FLIGHT = 4;

/**
 * Runs one job: reads every input in turn as one log, processes it batch by batch through the
 * stages (synchronously inside a batch, awaiting only batched look-ups and the sinks' back-
 * pressure), writes events in input order, and returns the reference-shaped report. A fatal
 * error (4002, 4003, 4022…) ends the job with `general.status`; the result is then incomplete and
 * the caller must not present it as complete.
 */
export async function runPipeline(options: RunPipelineOptions): Promise<PipelineOutcome> {
  const { resources, sinks, signal } = options;
  const toolkit = options.toolkit ?? DEFAULT_TOOLKIT;
  // One crypting key per job, shared by the anonymizer and the report's kept lines.
  const settings = withJobCryptingKey(options.settings);
  const protectLine = createLineProtector(settings, toolkit);
  const now = options.now ?? (() => new Date());
  const versions = resources.versions ?? { appVersion: 'unknown' };
  const job: JobInfo = options.job ?? { id: 'local' };
  const allVersions: PipelineVersions = { ...resources.catalog.version, ...versions };
  const report = new ReportState(
    settings,
    { ...job, fileNames: job.fileNames ?? options.inputs.flatMap((input) => input.fileName ?? []) },
    allVersions,
    now,
  );
  const trace: TraceLogger = sinks.traces
    ? createTraceLogger(
        settings.tracesLevel,
        (line) => {
          sinks.traces?.write(line);
        },
        now,
      )
    : SILENT_TRACES;
  report.explorer.hostOwner = hostOwnerLookupOf(resources.catalog.platforms);
  report.platformSources = new Map(
    resources.catalog.platforms.map((platform) => [platform.name, platform.source]),
  );
  const inputBytes = new InputBytes(options.inputs);
  report.inputBytes = inputBytes;
  const counter = createCounterOutput(settings, resources, sinks.counter);
  const rejectSinks = new Map<RejectCategory, ChunkSink>();
  for (const category of settings.rejectFiles as RejectCategory[]) {
    const sink = sinks.openReject?.(category);
    if (sink) {
      rejectSinks.set(category, sink);
    }
  }
  /**
   * Keeps the line of a rejected event (or a denied one) as a sample of the reject explorer.
   * `clearFields` gives the line's fields before the anonymizer, for an event that went through it.
   */
  const sampleLine = (
    category: SampleCategory,
    event: PipelineEvent,
    reason?: RejectReason,
    clearFields: () => Record<string, string> | undefined = () => event.fields,
  ) => {
    report.explorer.sample(
      category,
      event.lineNumber,
      protectLine === undefined ? event.rawLine : () => protectLine(event.rawLine, clearFields()),
      reason,
    );
  };
  // The line parser comes after the stages, which the context is handed to.
  let logFields = (): readonly string[] => [];
  const context: StageContext = {
    ...(signal === undefined ? {} : { signal }),
    reject(event, category, reason) {
      report.rejects[category] += 1;
      sampleLine(category, event, reason);
      const { sourceRecord } = event;
      rejectSinks
        .get(category)
        ?.write(`${sourceRecord ? JSON.stringify(sourceRecord) : event.rawLine}\n`);
      if (trace.enabled('silly')) {
        trace.log(
          'silly',
          `line ${event.lineNumber} rejected (${category})${reason ? `: ${describeRejectReason(reason)}` : ''}`,
        );
      }
    },
    count(key, amount) {
      report.count(key, amount);
    },
    setCounter(key, value) {
      report.setCounter(key, value);
    },
    noteUnknownDomain(domain) {
      report.unknownDomains.note(domain);
    },
    noteParserFailures(platform, { errors, timeouts }) {
      const known = report.parserFailures.get(platform);
      if (known === undefined) {
        report.parserFailures.set(platform, { errors, timeouts });
      } else {
        known.errors += errors;
        known.timeouts += timeouts;
      }
    },
    noteChronologyChecked(events) {
      report.chronologyChecked += events;
    },
    trace,
    logFields: () => logFields(),
  };
  trace.log('info', `New job with ID: ${job.id}`);
  // Where the settings meet the catalog: names the job does not know are ignored, but said.
  const unknownSettings = findUnknownSettings(settings, resources.catalog.platforms);
  for (const finding of unknownSettings) {
    trace.log('warn', describeUnknownSetting(finding));
  }
  report.settingsAlert = unknownSettingsAlert(unknownSettings);
  report.exclusionsAlert = missingExclusionsAlert(
    settings,
    resources.exclusions?.counts,
    resources.exclusionsSetting,
  );

  let lastProgress = 0;
  const progress = () => {
    const at = now().getTime();
    if (options.onProgress && at - lastProgress >= (options.progressIntervalMs ?? 1000)) {
      lastProgress = at;
      options.onProgress(report.build());
    }
  };

  let outcomeFailure: JobFailure | undefined;
  let aborted = false;
  /** Set once the input is being read, until the end of input flushes the stages itself. */
  let flushHeld: (() => Promise<void>) | undefined;
  const built = createPipeline(settings, resources, toolkit);
  try {
    if (!built.ok) {
      throw new JobStop(built.failure);
    }
    const { stages } = built;
    const tally = trace.enabled('verbose')
      ? new StageTally(
          stages.map((stage) => stage.name),
          trace,
        )
      : undefined;
    report.declareCounters(stages.flatMap((stage) => stage.reportCounters ?? []));
    const parsing = new LineParsing(settings, toolkit, report, {
      protectLine,
      logFormatHeader: options.logFormatHeader,
    });
    logFields = () => parsing.formatFields ?? [];
    // Samples of a job of several inputs say which file and line they come from.
    const inputLines = options.inputs.length > 1 ? new InputLines() : undefined;
    if (inputLines) {
      const names = options.inputs.map((input) => input.fileName);
      report.explorer.locateLine = (lineNumber) => {
        const found = inputLines.locate(lineNumber);
        return found && { ...found, fileName: names[found.input] };
      };
    }
    // The fields the chain's stages and the log format add to the output columns.
    const chainFields = () => [
      ...stages.flatMap((stage) => stage.outputFields ?? []),
      ...(parsing.formatFields ?? []),
    ];
    const output = new EventOutput(
      settings,
      toolkit,
      sinks,
      report,
      chainFields,
      versionStamps(settings, allVersions),
      (event) => {
        // A denied event has been through the anonymizer, the chain's last stage: its fields
        // hold hashes, which the line does not, so the line's own values are read again.
        sampleLine(
          DENIED_EVENTS_KEY,
          event,
          undefined,
          () => event.sourceRecord ?? parsing.fieldsOf(event.rawLine),
        );
      },
    );
    const waitForSinks = async () => {
      await sinks.result.ready();
      await sinks.denied?.ready();
    };
    // Batches flow through the stages, then the output, as lanes: while one waits on the
    // recognition threads or a knowledge-base query, the next is parsed and filtered.
    const lanes = new BatchLanes(stages.length + 1, BATCHES_IN_FLIGHT);
    const step = async (index: number, events: PipelineEvent[]): Promise<PipelineEvent[]> => {
      const stage = stages[index];
      if (stage === undefined) {
        output.write(events);
        counter?.add(events);
        output.flush();
        await waitForSinks();
        progress();
        return events;
      }
      if (events.length === 0) {
        return events;
      }
      if (index === 0) {
        counter?.observe(events);
      }
      if (tally === undefined) {
        return runStage(stage, events);
      }
      const started = performance.now();
      const eventsIn = events.length;
      const next = await runStage(stage, events);
      tally.record(index, eventsIn, next.length, performance.now() - started);
      return next;
    };
    const runStage = (
      stage: Stage,
      events: PipelineEvent[],
    ): PipelineEvent[] | Promise<PipelineEvent[]> => {
      // The batch's array is its own (nothing else holds it), so a stage may compact it.
      if (stage.processInPlace) {
        stage.processInPlace(events, context);
        return events;
      }
      const next: PipelineEvent[] = [];
      if (stage.processAsync) {
        return stage.processAsync(events, next, context).then(() => next);
      }
      stage.process?.(events, next, context);
      return next;
    };

    /** One input's parsed events, batch by batch; its reading errors end the job (JobStop). */
    async function* parsedEvents(
      input: PipelineInput,
      index: number,
    ): AsyncGenerator<PipelineEvent[]> {
      trace.log('info', `Reading ${input.fileName ?? 'input'}`);
      const batches = toolkit.readLogBatches(inputBytes.count(input.source), {
        ...(input.contentType === undefined ? {} : { contentType: input.contentType }),
        ...(input.contentEncoding === undefined ? {} : { contentEncoding: input.contentEncoding }),
        ...(input.fileName === undefined ? {} : { fileName: input.fileName }),
        // Undeclared, the reader may tell UTF-16 by its first bytes, mark or not (else utf-8).
        ...(settings.headers['request-charset'] === undefined
          ? {}
          : { charset: settings.requestCharset }),
        ...(resources.maxInflatedBytes === undefined
          ? {}
          : { maxInflatedBytes: resources.maxInflatedBytes }),
      });
      try {
        for await (const batch of batches) {
          const events: PipelineEvent[] = [];
          inputLines?.enter(index, parsing.linesRead);
          const firstLine = parsing.linesRead + 1;
          const failure = parsing.parse(batch, events, (event, category, reason) => {
            context.reject(event, category, reason);
          });
          if (failure) {
            throw new JobStop(failure);
          }
          tally?.parsed(firstLine, parsing.linesRead, events.length);
          yield events;
        }
      } catch (error) {
        const status = toolkit.inputErrorStatus(error);
        if (status !== undefined) {
          const message = error instanceof Error ? error.message : String(error);
          // Among several inputs, which one cannot be read (one bad .gz among thirty logs).
          const named = options.inputs.length > 1 && input.fileName !== undefined;
          throw new JobStop({
            status: status as JobFailure['status'],
            message: named ? `${input.fileName ?? ''}: ${message}` : message,
          });
        }
        throw error;
      }
    }
    /** Lets every stage give what it holds (double-click windows, batches) to those after it. */
    const flushStages = async () => {
      for (let index = 0; index < stages.length; index++) {
        const stage = stages[index];
        let more = false;
        do {
          const flushed: PipelineEvent[] = [];
          const started = performance.now();
          if (stage?.flushAsync) {
            await stage.flushAsync(flushed, context);
          } else {
            more = stage?.flush?.(flushed, context) === true;
          }
          // What a stage held until the end leaves it now.
          tally?.record(index, 0, flushed.length, performance.now() - started);
          let current = flushed;
          for (let next = index + 1; next <= stages.length && current.length > 0; next += 1) {
            current = await step(next, current);
          }
          if (more) {
            // Between two slices of what a stage held (hundreds of thousands of events for a
            // log dated to the second), the thread serves others: a job run by the api would
            // otherwise leave every request unanswered until the last slice (27 s for 300 000).
            await yieldToEventLoop();
            if (signal?.aborted) {
              throw new JobStop(undefined);
            }
          }
        } while (more);
      }
    };
    flushHeld = flushStages;
    // Several inputs are one log merged by time (issue 19); one input is read as it comes.
    const [only] = options.inputs;
    const events =
      options.inputs.length === 1 && only !== undefined
        ? parsedEvents(only, 0)
        : mergeByTime(options.inputs.map((input, index) => parsedEvents(input, index)));

    try {
      for await (const batch of events) {
        if (signal?.aborted) {
          throw new JobStop(undefined);
        }
        await lanes.admit(batch, step);
      }
      // A signal that came while the last batch was read, or that ended the input early (the
      // CLI's Ctrl-C), still stops the job: its result would look whole.
      if (signal?.aborted) {
        throw new JobStop(undefined);
      }
      await lanes.drain();
    } finally {
      // A job stopping early still lets its batches in flight finish before the sinks close.
      await lanes.settle();
    }
    if (!parsing.hasParsed) {
      // No line at all, or only white space, is an empty log, not a format to look for (the web
      // then offers no assistant).
      throw new JobStop(parsing.noFormatFailure());
    }
    flushHeld = undefined;
    await flushStages();
    tally?.report();
    output.end();
    const unfilled = output.unfilledOutputFields();
    if (unfilled.length > 0) {
      const finding = unfilledOutputFieldsFinding(unfilled, [
        ...toolkit.defaultOutputFields,
        ...Object.keys(createEventFields()),
        ...chainFields(),
      ]);
      trace.log('warn', describeUnknownSetting(finding));
      unknownSettings.push(finding);
      report.settingsAlert = unknownSettingsAlert(unknownSettings);
    }
    report.done = true;
  } catch (error) {
    if (error instanceof JobStop) {
      outcomeFailure = error.failure;
      aborted = error.failure === undefined;
    } else if (signal?.aborted === true) {
      // A stage that stopped waiting because the job was cancelled (a network enricher).
      aborted = true;
    } else {
      const message =
        error instanceof FormatHeaderError ? error.message : toolkit.formatErrorMessage(error);
      outcomeFailure =
        message === undefined
          ? createJobFailure(5000, error instanceof Error ? error.message : String(error))
          : createJobFailure(4003, message);
    }
    report.failure = outcomeFailure;
    if (aborted) {
      report.abortedMessage = 'Job aborted';
    } else if (flushHeld !== undefined && error instanceof JobStop) {
      // A job ended by its input (a cut .gz, a file that cannot be read) still writes the events
      // its stages held, which its counts include: every line it read is then in the result or
      // a reject file. Not for a cancel, which stops at once, nor when a stage itself failed.
      await flushHeld().catch((flushError: unknown) => {
        trace.log('warn', `Events held when the job stopped were lost: ${String(flushError)}`);
      });
    }
    trace.log('error', aborted ? 'Job aborted' : `Job failed: ${outcomeFailure?.message ?? ''}`);
  }
  if (built.ok) {
    disposeStages(built.stages, trace);
  }

  if (counter && report.done) {
    report.counterRows = await counter.finish(job.id, job.date ?? now());
  }
  const final = report.build();
  trace.log(
    'info',
    `Job ${report.done ? 'done' : 'stopped'}: ${report.linesInput} lines, ${report.ecs} ECs, ${report.deniedEcs} denied`,
  );
  await Promise.all([
    sinks.result.close(),
    sinks.denied?.close(),
    sinks.traces?.close(),
    ...(report.counterRows !== undefined
      ? []
      : [sinks.counter?.json?.close(), sinks.counter?.csv?.close()]),
    ...[...rejectSinks.values()].map((sink) => sink.close()),
  ]);
  return {
    report: final,
    ...(outcomeFailure ? { failure: outcomeFailure } : {}),
    aborted,
  };
}

/** Lets every stage go of what it holds outside memory; a failure to do so is only traced. */
function disposeStages(stages: readonly Stage[], trace: TraceLogger): void {
  for (const stage of stages) {
    try {
      stage.dispose?.();
    } catch (error) {
      trace.log('warn', `${stage.name}: ${String(error)}`);
    }
  }
}

/** Version fields stamped on every event, in the reference's order. */
function versionStamps(settings: JobSettings, versions: PipelineVersions): [string, string][] {
  return [
    ['ezpaarse_version', versions.appVersion],
    ['ezpaarse_date', versions.appDate ?? ''],
    ['middlewares_version', versions.middlewaresVersion ?? ''],
    ['middlewares_date', versions.middlewaresDate ?? ''],
    ['platforms_version', versions.platformsVersion ?? ''],
    ['platforms_date', versions.platformsDate ?? ''],
    ['middlewares', settings.middlewares.join(', ')],
  ];
}
