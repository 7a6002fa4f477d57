import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { JobCounters, JobRow } from '@sillage/db';
import { readFileChunks } from '@sillage/log-parser';
import { unstartedReport } from '@sillage/pipeline';
import type { JobBusEvent, TraceEntry } from '@sillage/shared-types';
import { redactPaths } from '../errors/redact-paths.js';
import type { JobEventBus } from '../events/event-bus.js';
import { followGrowingFile } from '../storage/follow-growing-file.js';
import type { JobStorage } from '../storage/job-storage.js';
import type { FinalOutcome, JobClaim, JobStore } from '../store/job-store.js';
import { stoppedRunReport } from '../store/stopped-run-report.js';
import type { JobProcessor, JobRunContext, JobRunResult, JobRunUrls } from './job-processor.js';
import { createDelayStream } from './slow-stream.js';
import { isStorageFull, storageFullFailure, storageFullReport } from './storage-full.js';
import { tellUnwrittenReport } from './unwritten-abort-report.js';

/**
 * A job that reads its log as it is sent (a live `POST /`) is never run twice: its answer goes to
 * the client as the run writes it, and stopped with the run that wrote it.
 */
class LiveRunCutError extends Error {
  constructor() {
    super(
      'This job read its log as it was sent, and the run reading it stopped before its end (its ' +
        'worker stopped or stopped responding): its answer to the client was cut. Send the log again.',
    );
  }
}

/** A stream through a delay (demos and crash tests); the source's failure fails it too. */
function delayed(source: Readable, delayMs: number): Readable {
  const delay = createDelayStream(delayMs);
  source.once('error', (error) => delay.destroy(error));
  return source.pipe(delay);
}

/** Why a run was stopped before its end. */
export type StopReason = 'cancelled' | 'lost' | 'shutdown';

/** What a job-finished hook receives (notification mails). */
export interface FinishedJob {
  row: JobRow;
  report: Record<string, unknown>;
}

/** Everything the runner needs besides the job itself. */
export interface JobRunnerDependencies {
  store: JobStore;
  storage: JobStorage;
  bus: JobEventBus;
  processor: JobProcessor;
  now: () => Date;
  heartbeatIntervalMs: number;
  /**
   * The stale limit of every process (SILLAGE_STALE_AFTER_MS; absent = wait for ever): after
   * this long without a heartbeat that reached the database, a run takes its claim for lost (the
   * stale check of another process may have handed the job on); a live upload whose api has not
   * touched its input for this long is taken for cut.
   */
  staleAfterMs?: number;
  /** Pause before each input chunk (tests and demos); 0 in production. */
  inputChunkDelayMs: number;
  /** Builds the job's public URLs (report, traces…); absent = no URLs in the report. */
  urlsFor?: (jobId: string, settings: Record<string, string>) => JobRunUrls;
  /** Called once a job has ended (any outcome); may add `notifications` to the report. */
  onFinished?: (job: FinishedJob) => Promise<Record<string, unknown> | undefined>;
  /** Puts a job back in the queue (graceful shutdown). */
  requeue: (claim: JobClaim) => Promise<void>;
  log: (level: 'info' | 'error', message: string) => void;
}

/** A run in progress, as the worker tracks it. */
export interface RunningJob {
  jobId: string;
  stop(reason: StopReason): void;
  /** Settles when the job has ended: outcome recorded, files in place, status published. */
  done: Promise<void>;
  /**
   * Settles, never rejecting, once whoever asked has been told of the end (the job-finished
   * mail). Kept apart from `done` so that a slow or silent mail server holds no job slot.
   */
  told: Promise<void>;
}

const ZERO_COUNTERS: JobCounters = { linesInput: 0, events: 0, deniedEvents: 0, rejectedLines: 0 };
const LOG_FLUSH_MS = 500;

/**
 * Runs one claimed job to its end: processes the inputs, heartbeats, forwards progress and traces,
 * publishes the result under its final name only on success, and records exactly one outcome —
 * unless the claim was lost (cancelled elsewhere, or given to another worker), in which case it
 * leaves everything to the new holder.
 */
export function startClaimedJob(
  deps: JobRunnerDependencies,
  claim: JobClaim,
  row: JobRow,
): RunningJob {
  const controller = new AbortController();
  let stopReason: StopReason | undefined;
  const stop = (reason: StopReason) => {
    if (stopReason === undefined) {
      stopReason = reason;
      controller.abort(reason);
    }
  };
  const run = runClaimedJob(deps, claim, row, controller.signal, stop, () => stopReason);
  return {
    jobId: claim.jobId,
    stop,
    done: run.then(() => undefined),
    told: run.then(
      (tellFinished) =>
        tellFinished?.().catch((error: unknown) => {
          deps.log(
            'error',
            `job ${claim.jobId}: ended, but telling of it failed: ${String(error)}`,
          );
        }),
      () => undefined,
    ),
  };
}

async function runClaimedJob(
  deps: JobRunnerDependencies,
  claim: JobClaim,
  row: JobRow,
  signal: AbortSignal,
  stop: (reason: StopReason) => void,
  reason: () => StopReason | undefined,
): Promise<(() => Promise<void>) | undefined> {
  const { store, storage, bus, now } = deps;
  const address = { jobId: row.id, ownerId: row.ownerId, socketId: row.socketId };
  const publish = (event: JobBusEvent) => {
    bus.publish(event).catch((error: unknown) => {
      deps.log('error', `job ${row.id}: event not published: ${String(error)}`);
    });
  };
  let counters = ZERO_COUNTERS;
  // A run also stops itself when its heartbeat finds the claim gone (cancelled, or declared stale
  // and handed to another worker), or has not reached the database for as long as another
  // process waits before doing so.
  let lastBeat = now().getTime();
  const heartbeat = setInterval(() => {
    store.heartbeat(claim, counters, now()).then(
      (alive) => {
        lastBeat = now().getTime();
        if (!alive) {
          stop('lost');
        }
      },
      (error: unknown) => {
        deps.log('error', `job ${row.id}: heartbeat failed: ${String(error)}`);
        if (deps.staleAfterMs !== undefined && now().getTime() - lastBeat >= deps.staleAfterMs) {
          stop('lost');
        }
      },
    );
  }, deps.heartbeatIntervalMs);

  let pending: TraceEntry[] = [];
  const flushLogs = () => {
    if (pending.length > 0) {
      publish({ type: 'logging', ...address, entries: pending });
      pending = [];
    }
  };
  const logTimer = setInterval(flushLogs, LOG_FLUSH_MS);

  publish({ type: 'status', ...address, status: 'running' });
  let result: JobRunResult;
  let resultExtension: string | undefined;
  try {
    const shutdownStopAt = await storage.takeShutdownStop(row.id);
    await storage.clearArtefacts(row.id);
    const inputs = await storage.readInputs(row.id);
    if (
      inputs.some((input) => input.growing === true) &&
      (claim.attempt > 1 || shutdownStopAt !== undefined)
    ) {
      // Its answer went to the client as the first run wrote it, and was cut with that run.
      throw new LiveRunCutError();
    }
    // A stored input's size is known once its upload is complete: the live report then says how
    // much of the job is read (ADR 0092). One still growing (a live POST) has no size yet.
    const sizes = await Promise.all(
      inputs.map(async (input) =>
        input.growing === true
          ? undefined
          : (await stat(storage.inputPath(row.id, input.file))).size,
      ),
    );
    const dir = storage.jobDir(row.id);
    const context: JobRunContext = {
      jobId: row.id,
      attempt: claim.attempt,
      ...(shutdownStopAt === undefined ? {} : { shutdownStopAt }),
      headers: row.settings,
      inputs: inputs.map((input, index) => ({
        ...(input.fileName === undefined ? {} : { fileName: input.fileName }),
        ...(sizes[index] === undefined ? {} : { size: sizes[index] }),
        ...(input.contentType === undefined ? {} : { contentType: input.contentType }),
        ...(input.contentEncoding === undefined ? {} : { contentEncoding: input.contentEncoding }),
        open: () => {
          const file = storage.inputPath(row.id, input.file);
          if (input.growing) {
            const growing = followGrowingFile(
              file,
              () => storage.isInputComplete(row.id, input.file),
              signal,
              deps.staleAfterMs === undefined ? {} : { writerSilentAfterMs: deps.staleAfterMs },
            );
            return deps.inputChunkDelayMs > 0 ? delayed(growing, deps.inputChunkDelayMs) : growing;
          }
          if (deps.inputChunkDelayMs > 0) {
            return delayed(createReadStream(file), deps.inputChunkDelayMs);
          }
          // Read ahead on the thread pool into reused buffers, as `sillage process` does (the
          // decoder copies what it hands to zlib, which keeps chunks).
          return readFileChunks(file);
        },
      })),
      paths: {
        dir,
        traces: path.join(dir, 'job-traces.log'),
        denied: (extension) => path.join(dir, `denied-ecs.${extension}`),
        rejects: (category) => path.join(dir, `lines-${category}.log`),
        resultTemp: (extension) => storage.resultTempPath(row.id, extension),
      },
      ...(deps.urlsFor === undefined ? {} : { urls: deps.urlsFor(row.id, row.settings) }),
      createdAt: row.createdAt,
      ...(row.settings['user-agent'] === undefined
        ? {}
        : { userAgent: row.settings['user-agent'] }),
      signal,
      onProgress(report, latest) {
        counters = latest;
        store.saveReport(claim, report).then(
          () => {
            publish({ type: 'report', ...address, report });
          },
          (error: unknown) => {
            deps.log('error', `job ${row.id}: report not saved: ${String(error)}`);
          },
        );
      },
      onTrace(entry) {
        pending.push(entry);
      },
    };
    result = signal.aborted
      ? { report: {}, counters, aborted: true }
      : await deps.processor(context);
    resultExtension = result.resultExtension;
  } catch (error) {
    deps.log(
      'error',
      `job ${row.id}: processing crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    const message = error instanceof Error ? error.message : String(error);
    if (isStorageFull(error)) {
      const failure = storageFullFailure(message);
      result = {
        report: storageFullReport(row.id, row.report ?? undefined, failure),
        counters,
        aborted: false,
        failure,
      };
    } else {
      // The full message is in the server log above; the user's report and answer get it
      // without the server's paths.
      const failure = { status: 5000, message: redactPaths(message) };
      // Crashed before the pipeline could write a report: one saying why, as for a job that
      // stopped before any run.
      const report = unstartedReport(row.id, {
        status: 'error',
        errorCode: failure.status,
        errorMessage: failure.message,
      });
      result = { report, counters, aborted: false, failure };
    }
  } finally {
    clearInterval(heartbeat);
    clearInterval(logTimer);
    flushLogs();
  }

  const temp =
    resultExtension === undefined ? undefined : storage.resultTempPath(row.id, resultExtension);
  let stopped = reason();
  // A run stopped by a cancel (or a client gone) finds its row ended already, saying why.
  const endedRow =
    stopped === 'lost' || (result.aborted && stopped !== 'shutdown')
      ? await store.findById(row.id)
      : undefined;
  const abortedRow = endedRow?.status === 'abort' ? endedRow : undefined;
  // Failed by the api while the run read its body (an upload past the limit): the row says why.
  const failedRow = result.aborted && endedRow?.status === 'error' ? endedRow : undefined;
  if (stopped === 'lost' && abortedRow !== undefined) {
    stopped = 'cancelled';
  }
  // A run that lost its claim has no files left to tidy: they are the next run's, which may have
  // begun (its partial result has the same name).
  if (stopped === undefined && !result.aborted && (await claimTakenOver(deps, claim, counters))) {
    stopped = 'lost';
  }
  if (stopped === 'lost' || stopped === 'shutdown') {
    if (stopped === 'shutdown') {
      await storage.removePartials(row.id);
      await storage.noteShutdownStop(row.id, new Date());
      await deps.requeue(claim);
    }
    deps.log('info', `job ${row.id}: left (${stopped})`);
    return;
  }

  const succeeded = !result.aborted && result.failure === undefined && temp !== undefined;
  let outcome: FinalOutcome = result.aborted
    ? {
        status: 'abort',
        counters: result.counters,
        report: result.report,
        errorMessage: 'Job aborted',
      }
    : result.failure === undefined && succeeded
      ? { status: 'completed', counters: result.counters, report: result.report }
      : {
          status: 'error',
          counters: result.counters,
          report: result.report,
          errorCode: result.failure?.status ?? 5000,
          errorMessage: result.failure?.message ?? 'The job produced no result.',
        };
  // The report of this run ended by a cancel, which the row's abort explains.
  const cancelledReport = (ended: JobRow) =>
    // A run stopped before it began has no report: the row's last one (if any) is the one to keep.
    stoppedRunReport(
      Object.keys(result.report).length === 0 && ended.report !== null
        ? ended.report
        : result.report,
      ended,
    );
  const stoppedBy = result.aborted ? (abortedRow ?? failedRow) : undefined;
  let report = stoppedBy === undefined ? result.report : cancelledReport(stoppedBy);
  const dir = storage.jobDir(row.id);
  const reportFile = path.join(dir, 'report.json');
  const writeReport = async () => {
    await writeFile(`${reportFile}.partial`, JSON.stringify(report, null, 2));
    await storage.publish(`${reportFile}.partial`, reportFile);
  };
  // A job ending aborted (a user's cancel, a client gone) stays so when report.json cannot say
  // it: the failure is told in the traces and the report's alerts, which the row keeps.
  const writeAbortReport = async () => {
    try {
      await writeReport();
    } catch (error) {
      report = await tellUnwrittenReport(
        {
          jobDir: dir,
          log: deps.log,
          trace: (entry) => {
            publish({ type: 'logging', ...address, entries: [entry] });
          },
          now,
        },
        row.id,
        report,
        error,
      );
      if (outcome.status === 'abort' && outcome.report !== undefined) {
        outcome = { ...outcome, report };
      }
    }
  };
  const resultFile = path.join(dir, storage.resultName(resultExtension ?? 'none'));
  // How far the recording went: a result once published, and an outcome once recorded, are
  // never taken back by a later step failing (a mail, the inputs' removal…).
  let filesWritten = false;
  let ended = false;
  // What is left to do once the job has ended and left its slot: the job-finished mail.
  let tellFinished: (() => Promise<void>) | undefined;
  // Cancelled by a user while the run recorded its end: the row says so already, but not how far
  // the job got. `rewrite` when the files written so far do not say why (the cancel came after
  // the state read above).
  const keepCancelledRun = async (cancelledRow: JobRow, rewrite: boolean) => {
    if (rewrite) {
      report = cancelledReport(cancelledRow);
    }
    outcome = {
      status: 'abort',
      counters: result.counters,
      report,
      errorMessage: cancelledRow.errorMessage,
      abortReason: cancelledRow.abortReason,
    };
    if (rewrite) {
      filesWritten = false;
      await rm(resultFile, { force: true });
      await writeAbortReport();
    }
    await store.keepCancelledRun(claim, result.counters, report);
  };
  // Tells whoever asked (the job-finished mail) how the recorded job ended; what they answer
  // joins the report. Never fails: a notification is an extra, not the job.
  const notifyFinished = async (): Promise<Record<string, unknown> | undefined> => {
    if (deps.onFinished === undefined) {
      return undefined;
    }
    try {
      const finished = await store.findById(row.id);
      const told =
        finished === undefined ? undefined : await deps.onFinished({ row: finished, report });
      // The report says it too, but only its reader would know: the operator looks here.
      if (told?.['mail-status'] === 'fail') {
        deps.log(
          'error',
          `job ${row.id}: notification mail not delivered to ${String(told['mail-failed-recipients'])}: ${String(told['mail-error-message'])}`,
        );
      }
      return told;
    } catch (error) {
      deps.log('error', `job ${row.id}: notification failed: ${String(error)}`);
      return undefined;
    }
  };
  // Sent once the job has left its slot (RunningJob.told): the report then gains the answer,
  // on the bus and, when the job's files and row were written (`stored`), in both too.
  const tellAfterEnd = (stored: boolean) => async () => {
    const notifications = await notifyFinished();
    if (notifications !== undefined) {
      report = { ...report, notifications };
      if (stored) {
        await writeReport();
        await store.replaceReport(row.id, report);
      }
      publish({ type: 'report', ...address, report });
    }
  };
  try {
    // Files first, row last: once the row says the job ended, its files are complete.
    if (succeeded) {
      await storage.publish(temp, resultFile);
    } else {
      await storage.removePartials(row.id);
    }
    if (outcome.status === 'abort') {
      await writeAbortReport();
    } else {
      await writeReport();
    }
    filesWritten = succeeded;
    const recorded =
      outcome.status === 'abort'
        ? await store.finishUnended(row.id, outcome, now())
        : await store.finishClaim(claim, outcome, now());
    // Both writes are conditional: one that fails lost to a concurrent end of the row, which may
    // have come after the state read above, so only a read made now tells what ended it.
    const cancelledRow = recorded ? undefined : await store.findCancelledRun(claim);
    if (cancelledRow !== undefined) {
      await keepCancelledRun(cancelledRow, abortedRow === undefined);
    }
    if (!recorded && cancelledRow === undefined && outcome.status !== 'abort') {
      // Taken over after the last heartbeat: the files are not this run's to keep.
      await rm(resultFile, { force: true });
      deps.log('info', `job ${row.id}: outcome dropped, claim lost`);
      return;
    }
    ended = true;
    tellFinished = tellAfterEnd(true);
    await storage.removeInputs(row.id);
  } catch (error) {
    if (ended) {
      // The job's outcome and files are in place: what failed is an extra, not the job.
      deps.log('error', `job ${row.id}: ended, but a final step failed: ${String(error)}`);
    } else {
      deps.log('error', `job ${row.id}: could not record the outcome: ${String(error)}`);
      const despite = await recordDespite(deps, claim, outcome, filesWritten, error);
      // Not recorded: a cancel that landed meanwhile (while report.json failed, say) ended the
      // row, and the bus and the report must say `abort` as it does.
      const cancelledRow = despite.recorded
        ? undefined
        : await store.findCancelledRun(claim).catch(() => undefined);
      outcome = despite.outcome;
      if (cancelledRow !== undefined) {
        await keepCancelledRun(cancelledRow, abortedRow === undefined).catch((keeping: unknown) => {
          deps.log('error', `job ${row.id}: cancelled run not kept: ${String(keeping)}`);
        });
      }
      if (outcome.status !== 'completed') {
        await rm(resultFile, { force: true }).catch(() => undefined);
      }
      if (despite.recorded) {
        // Ended all the same (in error, or completed without its report in the row): the user
        // who asked for mail hears of it. The files that failed are not written again.
        tellFinished = tellAfterEnd(false);
      }
    }
  }
  publish({ type: 'report', ...address, report });
  publish({
    type: 'status',
    ...address,
    status: outcome.status,
    ...(outcome.errorCode === undefined || outcome.errorCode === null
      ? {}
      : { code: outcome.errorCode }),
    ...(outcome.errorMessage === undefined || outcome.errorMessage === null
      ? {}
      : { message: outcome.errorMessage }),
  });
  deps.log('info', `job ${row.id}: ${outcome.status}`);
  return tellFinished;
}

/**
 * True when the run's claim is no longer its own to end, as its files are about to be written:
 * the job was handed to another worker after a silence this run did not notice (a long pause, a
 * database out of reach). A cancel is not a take-over: the run records how far it got. A claim
 * that cannot be checked is taken for lost: the job's row then goes stale and runs again, where
 * publishing could have put this run's files over those of a run that holds the claim.
 */
async function claimTakenOver(
  deps: JobRunnerDependencies,
  claim: JobClaim,
  counters: JobCounters,
): Promise<boolean> {
  try {
    return (
      !(await deps.store.heartbeat(claim, counters, deps.now())) &&
      (await deps.store.findCancelledRun(claim)) === undefined
    );
  } catch (error) {
    deps.log('error', `job ${claim.jobId}: claim not checked, run left: ${String(error)}`);
    return true;
  }
}

/**
 * The outcome to record when writing the job's files or row failed. A job whose result and
 * report.json were written whole is recorded as completed without the report the database
 * refused (the progress report saved earlier remains, report.json has it all); otherwise the job
 * ends in error, saying why. `recorded` is false when the row was no longer this run's to end.
 */
async function recordDespite(
  deps: JobRunnerDependencies,
  claim: JobClaim,
  outcome: FinalOutcome,
  filesWritten: boolean,
  error: unknown,
): Promise<{ outcome: FinalOutcome; recorded: boolean }> {
  const { store, now } = deps;
  if (filesWritten && outcome.status === 'completed') {
    const { report: _unstored, ...withoutReport } = outcome;
    const kept = await store.finishClaim(claim, withoutReport, now()).catch(() => false);
    if (kept) {
      return { outcome: withoutReport, recorded: true };
    }
  }
  // A full volume may also refuse report.json itself: the row then says why.
  const failure = isStorageFull(error)
    ? storageFullFailure(`report.json not written: ${String(error)}`)
    : { status: 5000, message: 'The job files could not be written.' };
  const failed: FinalOutcome = {
    status: 'error',
    errorCode: failure.status,
    errorMessage: failure.message,
  };
  const recorded = await store.finishClaim(claim, failed, now()).catch(() => false);
  return { outcome: failed, recorded };
}
