import type { Readable } from 'node:stream';
import type { JobCounters } from '@sillage/db';
import type { RejectCategory, TraceEntry } from '@sillage/shared-types';

/** One uploaded input of a job, ready to be read again (by any attempt). */
export interface JobRunInput {
  /**
   * Its bytes from the start. A stored file is read ahead into two reused buffers (see
   * readFileChunks): a chunk is valid until the next one is asked for.
   */
  open(): Readable | AsyncIterable<Uint8Array>;
  fileName?: string;
  contentType?: string;
  contentEncoding?: string;
  /** Its stored size in bytes (compressed, if it is); absent while its upload still grows. */
  size?: number;
}

/** Where a run writes; every path is inside the job's folder. */
export interface JobRunPaths {
  dir: string;
  traces: string;
  /** Denied ECs, named by the output extension (`csv`, `json.gz`…). */
  denied(extension: string): string;
  rejects(category: RejectCategory): string;
  /** Temporary result; the runner renames it when, and only when, the run succeeds. */
  resultTemp(extension: string): string;
}

/** Absolute URLs of a job's files, for the report and response headers. */
export interface JobRunUrls {
  result: string;
  report: string;
  traces: string;
  denied(extension: string): string;
  rejects(category: RejectCategory): string;
}

/** Everything a processor gets for one run of one job. */
export interface JobRunContext {
  jobId: string;
  /**
   * Which run of the job this is (1 for the first); a later one follows a run whose worker
   * stopped responding, and its traces say so, since they replace the first run's.
   */
  attempt?: number;
  /**
   * When a server shutdown stopped an earlier run of the job, which was put back in the queue
   * (ISO time): its traces say so, since they replace that run's.
   */
  shutdownStopAt?: string;
  /** Effective job headers (lower-cased names), as the api validated them. */
  headers: Record<string, string>;
  inputs: JobRunInput[];
  paths: JobRunPaths;
  urls?: JobRunUrls;
  createdAt: Date;
  userAgent?: string;
  signal: AbortSignal;
  /** The report so far, at most once a second. */
  onProgress(report: Record<string, unknown>, counters: JobCounters): void;
  /** One trace line, as written to `job-traces.log`. */
  onTrace(entry: TraceEntry): void;
}

/** How a run ended, as the processor saw it. */
export interface JobRunResult {
  report: Record<string, unknown>;
  counters: JobCounters;
  /** Set when the job failed: reference status code and message. */
  failure?: { status: number; message: string };
  aborted: boolean;
  /** The complete result, written at `paths.resultTemp(extension)` (absent on failure). */
  resultExtension?: string;
}

/** Processes one job; resolves even on failure (with `failure` set), throws only on bugs. */
export type JobProcessor = (context: JobRunContext) => Promise<JobRunResult>;
