import { isKnownCharset } from './known-charset.js';
import { LogInputError } from './log-input-error.js';

/** How an input stream is declared: HTTP-like metadata of one upload or one multipart part. */
export interface LogInputOptions {
  contentType?: string;
  contentEncoding?: string;
  fileName?: string;
  /** `Request-Charset` (default utf-8); any iconv-lite encoding. */
  charset?: string;
  /** Bytes without a line break before the input is refused with 4022 (default 100 000). */
  maxLineBytes?: number;
  /** Lines (or CSV records) per batch (default 1000). */
  batchSize?: number;
  /**
   * Gzip inputs may expand at most this many times their compressed size, once past
   * `inflateFloorBytes` (defaults 200 and 64 MiB); beyond, 4002. Real logs expand 10 to 20
   * times; decompression bombs about 1000 times.
   */
  maxInflateRatio?: number;
  inflateFloorBytes?: number;
  /**
   * Gzip inputs may expand to at most this many bytes whatever their ratio (default 16 GiB); a
   * bomb built to stay under the ratio is still stopped here. Beyond, 4002.
   */
  maxInflatedBytes?: number;
}

/** Resolved reading plan of one input. */
export interface InputPlan {
  readonly gzip: boolean;
  readonly csv: boolean;
  readonly charset: string;
  readonly maxLineBytes: number;
  readonly batchSize: number;
  readonly maxInflateRatio: number;
  readonly inflateFloorBytes: number;
  readonly maxInflatedBytes: number;
}

/** Default of `maxLineBytes`, the reference's splitter limit. */
export const DEFAULT_MAX_LINE_BYTES = 100_000;
/** Default number of lines per batch. */
export const DEFAULT_BATCH_SIZE = 1000;
/** Defaults of the decompression-bomb guard. */
export const DEFAULT_MAX_INFLATE_RATIO = 200;
export const DEFAULT_INFLATE_FLOOR_BYTES = 64 * 1024 * 1024;
/** Default absolute cap on the decompressed size of one gzip input. */
export const DEFAULT_MAX_INFLATED_BYTES = 16 * 1024 * 1024 * 1024;

const GZIP_TYPES = new Set([
  'application/gzip',
  'application/x-gzip',
  'application/x-gunzip',
  'application/gzipped',
  'application/gzip-compressed',
  'application/x-compressed',
  'application/x-compress',
  'gzip/document',
]);

const CSV_TYPES = new Set([
  'text/csv',
  'text/x-csv',
  'application/csv',
  'application/x-csv',
  'text/comma-separated-values',
  'text/x-comma-separated-values',
  'application/vnd.ms-excel',
]);

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Decides gzip / CSV / charset for one input as the reference does (§1.4), and fails early with
 * 4005 (encoding other than gzip) or 4015 (charset iconv-lite does not know).
 */
export function planLogInput(options: LogInputOptions = {}): InputPlan {
  const encoding = (options.contentEncoding ?? '').trim().toLowerCase();
  if (encoding !== '' && encoding !== 'gzip' && encoding !== 'x-gzip' && encoding !== 'identity') {
    throw new LogInputError(4005, `Content-Encoding "${encoding}" is not supported; only gzip is.`);
  }
  const type = mediaType(options.contentType);
  const charset = (options.charset ?? '').trim() || 'utf-8';
  if (!isKnownCharset(charset)) {
    throw new LogInputError(4015, `Request-Charset "${charset}" is not supported.`);
  }
  const fileName = (options.fileName ?? '').toLowerCase();
  return {
    gzip: encoding === 'gzip' || encoding === 'x-gzip' || GZIP_TYPES.has(type),
    csv: CSV_TYPES.has(type) || fileName.endsWith('.csv') || fileName.endsWith('.csv.gz'),
    charset,
    maxLineBytes: options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES,
    batchSize: Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE),
    maxInflateRatio: options.maxInflateRatio ?? DEFAULT_MAX_INFLATE_RATIO,
    inflateFloorBytes: options.inflateFloorBytes ?? DEFAULT_INFLATE_FLOOR_BYTES,
    maxInflatedBytes: options.maxInflatedBytes ?? DEFAULT_MAX_INFLATED_BYTES,
  };
}
