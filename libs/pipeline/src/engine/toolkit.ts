import type {
  EventWriter,
  FieldAnonymizer,
  LineParser,
  LogBatch,
  OnCampusMatcher,
  ProxyType,
  WriterFormat,
} from './ports.js';

/** One input of a job: a byte stream and how it was declared (several inputs = one job). */
export interface PipelineInput {
  source: AsyncIterable<Uint8Array> | NodeJS.ReadableStream;
  fileName?: string;
  contentType?: string;
  contentEncoding?: string;
  /**
   * Its size in bytes as stored (compressed, for a compressed file), when known: with every
   * input's size the live report says how much of the job is read (`input-bytes-total`).
   */
  size?: number;
}

/**
 * The per-job functions the engine takes from @sillage/log-parser and the pipeline-resources
 * modules, gathered in one place.
 */
export interface PipelineToolkit {
  createLineParser(options: {
    proxy?: ProxyType;
    format?: string;
    maxParseAttempts?: number;
  }): LineParser;
  readLogBatches(
    input: PipelineInput['source'],
    options: {
      contentType?: string;
      contentEncoding?: string;
      fileName?: string;
      charset?: string;
    },
  ): AsyncIterable<LogBatch>;
  /** Completes url/domain and datetime/timestamp/date in place; false when the date is unreadable. */
  createEventNormalizer(options: {
    dateFormat: string;
    timeZone: string;
    inputTimeZone: string;
    iso: boolean;
  }): (fields: Record<string, string>) => boolean;
  computeLogId(rawLine: string): string;
  /** The reference status of an input error (bad gzip 4002, no line break 4022…), if it is one. */
  inputErrorStatus(error: unknown): number | undefined;
  /** The message of a bad-format-string error, if it is one. */
  formatErrorMessage(error: unknown): string | undefined;
  createEventWriter(options: {
    format: WriterFormat;
    columns: string[];
    sink: (chunk: string) => void;
    sinkBytes?: (bytes: Uint8Array) => void;
    rawValues?: boolean;
    defaults?: readonly (readonly [string, string])[];
    sharedColumns?: readonly string[];
  }): EventWriter;
  resolveOutputColumns(
    base: readonly string[],
    edits: { add: string[]; remove: string[] },
    extras: string[],
  ): string[];
  readonly defaultOutputFields: readonly string[];
  createOnCampusMatcher(ranges?: (string | { label: string; ranges: string[] })[]): OnCampusMatcher;
  createAnonymizer(options: {
    fields: string[];
    algorithm?: string;
    salt?: string;
  }): FieldAnonymizer;
}
