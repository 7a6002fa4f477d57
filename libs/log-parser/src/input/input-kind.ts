import { isKnownCharset } from './known-charset.js';
import { LogInputError } from './log-input-error.js';

/** How an input stream is declared: HTTP-like metadata of one upload or one multipart part. */
export interface LogInputOptions {
  contentType?: string;
  contentEncoding?: string;
  fileName?: string;
  /**
   * `Request-Charset`; any iconv-lite encoding. Without it, an input that starts with a UTF-16
   * byte order mark (once decompressed), or whose first bytes are plainly UTF-16 text without
   * one, is read as UTF-16 of that order, any other as UTF-8.
   */
  charset?: string;
  /** Bytes without a line break before the input is refused with 4022 (default 100 000). */
  maxLineBytes?: number;
  /** Lines (or CSV records) per batch (default 1000). */
  batchSize?: number;
  /**
   * Compressed inputs (gzip, deflate, br) may expand at most this many times their compressed size, once past
   * `inflateFloorBytes` (defaults 200 and 64 MiB); beyond, 4002. Real logs expand 10 to 20
   * times; decompression bombs about 1000 times.
   */
  maxInflateRatio?: number;
  inflateFloorBytes?: number;
  /**
   * Compressed inputs may expand to at most this many bytes whatever their ratio (default 16 GiB); a
   * bomb built to stay under the ratio is still stopped here. Beyond, 4002.
   */
  maxInflatedBytes?: number;
}

/** How an input is compressed: `deflate` is zlib-wrapped or raw (told apart by its first bytes). */
export type InputCompression = 'gzip' | 'deflate' | 'br';

/** Resolved reading plan of one input. */
export interface InputPlan {
  /** Declared compression; undefined means plain, or gzip recognised by its magic bytes. */
  readonly compression: InputCompression | undefined;
  readonly csv: boolean;
  readonly charset: string;
  /** Whether `charset` was declared; if not, UTF-16 told by the first bytes may override it. */
  readonly isCharsetDeclared: boolean;
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
/** Default absolute cap on the decompressed size of one compressed input. */
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
 * The `Content-Encoding` values an input may be declared with, and what each means. `x-gzip` is
 * `gzip` (RFC 9110 §8.4.1.3); deflate and br go beyond the reference, whose docs promised deflate.
 */
const CONTENT_ENCODINGS: Readonly<Record<string, InputCompression | undefined>> = {
  '': undefined,
  identity: undefined,
  gzip: 'gzip',
  'x-gzip': 'gzip',
  deflate: 'deflate',
  br: 'br',
};

/**
 * The compression a file's name gives (`.br`: Brotli, `.zz`: zlib's deflate), for an input that
 * declares none: gzip is known by its first bytes, these two are not. A multipart part has no
 * `Content-Encoding` of its own, so its name is all that tells them.
 */
export function compressionOfFileName(name: string): 'br' | 'deflate' | undefined {
  const lower = name.toLowerCase();
  if (lower.endsWith('.br')) {
    return 'br';
  }
  return lower.endsWith('.zz') ? 'deflate' : undefined;
}

/** The accepted `Content-Encoding` values, as error messages name them. */
export const ACCEPTED_CONTENT_ENCODINGS = 'gzip (or x-gzip), deflate, br or identity';

/**
 * Decides compression / CSV / charset for one input as the reference does (§1.4), and fails
 * early with 4005 (an encoding not in CONTENT_ENCODINGS) or 4015 (charset iconv-lite does not
 * know).
 */
export function planLogInput(options: LogInputOptions = {}): InputPlan {
  const encoding = (options.contentEncoding ?? '').trim().toLowerCase();
  if (!Object.hasOwn(CONTENT_ENCODINGS, encoding)) {
    throw new LogInputError(
      4005,
      `Content-Encoding "${encoding}" is not supported; use ${ACCEPTED_CONTENT_ENCODINGS}.`,
    );
  }
  const type = mediaType(options.contentType);
  const charset = (options.charset ?? '').trim() || 'utf-8';
  if (!isKnownCharset(charset)) {
    throw new LogInputError(4015, `Request-Charset "${charset}" is not supported.`);
  }
  const fileName = (options.fileName ?? '').toLowerCase();
  return {
    compression:
      CONTENT_ENCODINGS[encoding] ??
      (GZIP_TYPES.has(type)
        ? 'gzip'
        : encoding === ''
          ? compressionOfFileName(fileName)
          : undefined),
    csv: CSV_TYPES.has(type) || /\.csv(\.(gz|br|zz))?$/.test(fileName),
    charset,
    isCharsetDeclared: (options.charset ?? '').trim() !== '',
    maxLineBytes: options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES,
    batchSize: Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE),
    maxInflateRatio: options.maxInflateRatio ?? DEFAULT_MAX_INFLATE_RATIO,
    inflateFloorBytes: options.inflateFloorBytes ?? DEFAULT_INFLATE_FLOOR_BYTES,
    maxInflatedBytes: options.maxInflatedBytes ?? DEFAULT_MAX_INFLATED_BYTES,
  };
}
