import { isAscii } from 'node:buffer';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createInflate, createInflateRaw, createUnzip } from 'node:zlib';
import iconv from 'iconv-lite';
import type { InputCompression, InputPlan } from './input-kind.js';
import { recognizeNonLogFile } from './archive-signature.js';
import { LogInputError } from './log-input-error.js';

// Charsets whose bytes 0x00–0x7F always mean ASCII (UTF-16 and EBCDIC are not among them).
const ASCII_COMPATIBLE = new Set([
  'utf-8',
  'utf8',
  'us-ascii',
  'ascii',
  'latin1',
  'iso-8859-1',
  'iso-8859-15',
  'windows-1252',
  'cp1252',
]);

/** Anything a job's input can arrive as. */
export type LogInputSource =
  AsyncIterable<Uint8Array> | Iterable<Uint8Array> | NodeJS.ReadableStream;

function toBuffer(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) {
    return chunk;
  }
  if (chunk instanceof Uint8Array) {
    return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
  return Buffer.from(String(chunk), 'utf8');
}

/** An error of zlib's own (`Z_DATA_ERROR`…) or of its brotli decoder (`ERR__ERROR_FORMAT_…`). */
function isZlibError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('Z_') || code.startsWith('ERR__ERROR_'));
}

/** How messages name each compression. */
const COMPRESSION_NAMES: Record<InputCompression, string> = {
  gzip: 'gzip',
  deflate: 'deflate',
  br: 'brotli (br)',
};

/**
 * True when `head` starts a zlib stream (RFC 1950: method 8, window up to 32 KiB, header a
 * multiple of 31). `Content-Encoding: deflate` means that, but some servers and old browsers
 * send raw deflate under the same name; a raw stream rarely passes this check by chance.
 */
function startsZlibStream(head: Buffer): boolean {
  const [cmf, flg] = head;
  return (
    cmf !== undefined &&
    flg !== undefined &&
    (cmf & 0x0f) === 8 &&
    cmf >> 4 <= 7 &&
    ((cmf << 8) | flg) % 31 === 0
  );
}

function createDecompressor(compression: InputCompression, head: Buffer): Transform {
  switch (compression) {
    case 'gzip':
      // Unzip reads gzip and zlib streams alike, as the reference's createUnzip did.
      return createUnzip();
    case 'deflate':
      return startsZlibStream(head) ? createInflate() : createInflateRaw();
    case 'br':
      return createBrotliDecompress();
  }
}

/**
 * Copies of `source`'s chunks, counted as they are pulled. Copies, because zlib keeps a chunk
 * queued after the next one is pulled, and a source may read into the same buffer again (see
 * readFileChunks); compressed bytes are few, so the copy is cheap.
 */
async function* countedCopies(
  source: LogInputSource,
  count: { bytes: number },
): AsyncGenerator<Buffer> {
  for await (const chunk of source as AsyncIterable<unknown>) {
    const buffer = Buffer.from(toBuffer(chunk));
    count.bytes += buffer.length;
    yield buffer;
  }
}

/**
 * Pulls decompressed chunks; zlib failures become LogInputError 4002, source errors pass through.
 * An input that expands more than `plan.maxInflateRatio` times (past the floor), or past
 * `plan.maxInflatedBytes` in all, is a decompression bomb: 4002 too, before it fills the disk or
 * keeps a worker busy for hours. Every compression goes through these same guards.
 */
async function* inflate(
  sniffed: SniffedInput,
  plan: InputPlan,
  compression: InputCompression,
): AsyncGenerator<Buffer> {
  const { source } = sniffed;
  const name = COMPRESSION_NAMES[compression];
  const unzip = createDecompressor(compression, sniffed.head);
  const compressed = { bytes: 0 };
  let inflated = 0;
  // Runs while we pull from `unzip`; its own rejection is observed through the iteration below.
  const feeding = pipeline(Readable.from(countedCopies(source, compressed)), unzip);
  feeding.catch(() => undefined);
  try {
    for await (const chunk of unzip) {
      const buffer = chunk as Buffer;
      inflated += buffer.length;
      if (inflated > plan.maxInflatedBytes) {
        throw new LogInputError(
          4002,
          `The ${name} input expands past ${formatMiB(plan.maxInflatedBytes)} MiB, the most one input ` +
            `may hold once decompressed (SILLAGE_MAX_INFLATED_MB); refused.`,
        );
      }
      if (inflated > plan.inflateFloorBytes && inflated > compressed.bytes * plan.maxInflateRatio) {
        throw new LogInputError(
          4002,
          `The ${name} input expands more than ${plan.maxInflateRatio} times its size ` +
            `(${compressed.bytes} bytes gave over ${inflated}); refused as a decompression bomb.`,
        );
      }
      yield buffer;
    }
  } catch (error) {
    if (isZlibError(error)) {
      throw new LogInputError(
        4002,
        `The ${name} input could not be decompressed: ${(error as Error).message}`,
      );
    }
    throw error;
  } finally {
    unzip.destroy();
  }
}

/**
 * Yields the input as text: decompressed when the plan says so, then decoded from the request
 * charset, or without one from UTF-16 when a UTF-16 byte order mark starts the text or its first
 * bytes are plainly UTF-16 text without one, else UTF-8 (a byte order mark is dropped). Chunks
 * are pulled one at a time, so a slow consumer slows the source down. A chunk of `input` is done
 * with once the next one is pulled, so the source may read into the same buffer again (see
 * readFileChunks), compressed or not.
 */
export async function* decodeInput(input: LogInputSource, plan: InputPlan): AsyncGenerator<string> {
  const sniffed = await sniffHead(input, plan.isCharsetDeclared ? needsTwoBytes : needsTextHead);
  // Gzip sent without a header (`curl --data-binary @access.log.gz`) is recognised by its
  // magic bytes, as the CLI does: no log line starts with 0x1f 0x8b. A zlib header is two
  // printable characters (`x^`, `x\x9c`…), so deflate is never guessed, nor is br (no magic).
  const compression = plan.compression ?? (startsGzip(sniffed.head) ? 'gzip' : undefined);
  const nonLog = compression === undefined ? recognizeNonLogFile(sniffed.head) : undefined;
  if (nonLog !== undefined) {
    throw new LogInputError(
      4002,
      `The input is ${nonLog}, not a log: extract the log from it, or send it as is or gzipped.`,
    );
  }
  let source: AsyncIterable<Buffer> =
    compression === undefined ? sniffed.source : inflate(sniffed, plan, compression);
  let { charset } = plan;
  if (!plan.isCharsetDeclared) {
    // Undeclared text that starts with a UTF-16 byte order mark is UTF-16 of that order (the
    // decoder drops the mark), and so is text whose first bytes are ASCII in UTF-16 without a
    // mark; only the first bytes of the decompressed text are looked at.
    const text = compression === undefined ? sniffed : await sniffHead(source, needsTextHead);
    charset = utf16ByteOrder(text.head) ?? utf16WithoutMark(text.head) ?? charset;
    source = text.source;
  }
  const decoder = createDecoder(charset);
  const asciiCompatible = ASCII_COMPATIBLE.has(charset.toLowerCase());
  // True while the decoder may hold the first bytes of a character split across chunks.
  let isDecoderBusy = false;
  for await (const chunk of source) {
    const buffer = toBuffer(chunk);
    if (asciiCompatible && isAscii(buffer)) {
      // Pure ASCII reads the same in every ASCII-compatible charset: skip the decoder (a memcpy).
      if (isDecoderBusy) {
        const rest = decoder.end();
        if (rest !== '') {
          yield rest;
        }
        isDecoderBusy = false;
      }
      yield buffer.toString('latin1');
      continue;
    }
    isDecoderBusy = true;
    const text = decoder.write(buffer);
    if (text !== '') {
      yield text;
    }
  }
  const rest = isDecoderBusy ? decoder.end() : '';
  if (rest !== '') {
    yield rest;
  }
}

const GZIP_MAGIC = [0x1f, 0x8b] as const;

/** The UTF-16 charset whose byte order mark starts `head`, if one does. */
function utf16ByteOrder(head: Buffer): 'utf-16le' | 'utf-16be' | undefined {
  if (head[0] === 0xff && head[1] === 0xfe) {
    return 'utf-16le';
  }
  if (head[0] === 0xfe && head[1] === 0xff) {
    return 'utf-16be';
  }
  return undefined;
}

/** How many first bytes tell UTF-16 without a byte order mark: a log line or two. */
const UTF16_SNIFF_BYTES = 512;
/** Fewer characters than this are too few to call an input UTF-16 without a mark. */
const UTF16_MIN_CHARACTERS = 16;
/** Share of the first characters that must be text in one byte order (stray NULs are far below). */
const UTF16_MIN_SHARE = 0.9;

/** A byte that, beside a NUL, makes a UTF-16 code unit of text: printable Latin-1, tab, CR, LF. */
function isTextByte(byte: number): boolean {
  return (
    (byte >= 0x20 && byte <= 0x7e) ||
    byte >= 0xa0 ||
    byte === 0x09 ||
    byte === 0x0a ||
    byte === 0x0d
  );
}

/**
 * The UTF-16 charset of `head` when it has no byte order mark but nearly all its first code units
 * are text below U+0100 of one byte order (`G\0E\0T\0`: little-endian). UTF-8 or Latin-1 text
 * with stray NUL bytes never gets there: its NULs would have to fill every other byte.
 */
function utf16WithoutMark(head: Buffer): 'utf-16le' | 'utf-16be' | undefined {
  const characters = Math.floor(Math.min(head.length, UTF16_SNIFF_BYTES) / 2);
  if (characters < UTF16_MIN_CHARACTERS) {
    return undefined;
  }
  let littleEndian = 0;
  let bigEndian = 0;
  for (let index = 0; index < characters * 2; index += 2) {
    const first = head[index] ?? 0;
    const second = head[index + 1] ?? 0;
    if (second === 0 && isTextByte(first)) {
      littleEndian++;
    } else if (first === 0 && isTextByte(second)) {
      bigEndian++;
    }
  }
  if (littleEndian >= characters * UTF16_MIN_SHARE) {
    return 'utf-16le';
  }
  return bigEndian >= characters * UTF16_MIN_SHARE ? 'utf-16be' : undefined;
}

/** Enough for the gzip magic and a byte order mark. */
function needsTwoBytes(head: Buffer): boolean {
  return head.length < GZIP_MAGIC.length;
}

/**
 * Enough to tell the charset of undeclared text: two bytes, unless exactly one of them is NUL (the
 * start of UTF-16 without a mark), then up to UTF16_SNIFF_BYTES. Other text is never held back
 * waiting for more bytes, so a slow stream's first lines still arrive as they come.
 */
function needsTextHead(head: Buffer): boolean {
  if (needsTwoBytes(head)) {
    return true;
  }
  return (head[0] === 0) !== (head[1] === 0) && head.length < UTF16_SNIFF_BYTES;
}

function startsGzip(head: Buffer): boolean {
  return head.length >= 2 && head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
}

/** An input whose first bytes are known (at least two, unless it is shorter), with all of it. */
interface SniffedInput {
  head: Buffer;
  source: AsyncIterable<Buffer>;
}

/** Reads the first chunks until `needsMore` is satisfied, and replays them before the rest. */
async function sniffHead(
  input: LogInputSource,
  needsMore: (head: Buffer) => boolean,
): Promise<SniffedInput> {
  const iterator =
    Symbol.asyncIterator in input
      ? (input as AsyncIterable<unknown>)[Symbol.asyncIterator]()
      : (input as Iterable<unknown>)[Symbol.iterator]();
  let first = Buffer.alloc(0);
  let done = false;
  while (!done && needsMore(first)) {
    const next = await iterator.next();
    if (next.done === true) {
      done = true;
    } else {
      // Copied (concat copies): a source may reuse its buffer for the next chunk (readFileChunks).
      first = Buffer.concat([first, toBuffer(next.value)]);
    }
  }
  async function* replay(): AsyncGenerator<Buffer> {
    try {
      if (first.length > 0) {
        yield first;
      }
      while (!done) {
        const next = await iterator.next();
        if (next.done === true) {
          done = true;
        } else {
          yield toBuffer(next.value);
        }
      }
    } finally {
      // A reader that stops early (a failed job) must close the source too: a file left open
      // keeps a removed input's disk space until the process ends.
      if (!done) {
        done = true;
        await iterator.return?.();
      }
    }
  }
  return { head: first, source: replay() };
}

interface ChunkDecoder {
  write(buffer: Buffer): string;
  /** Flushes a truncated character (as U+FFFD) and makes the decoder reusable. */
  end(): string;
}

function createDecoder(charset: string): ChunkDecoder {
  const name = charset.toLowerCase();
  if (name === 'utf-8' || name === 'utf8') {
    // WHATWG TextDecoder is about a third faster than iconv-lite's StringDecoder path for UTF-8.
    const utf8 = new TextDecoder('utf-8');
    return {
      write: (buffer) => utf8.decode(buffer, { stream: true }),
      end: () => utf8.decode(),
    };
  }
  const decoder = iconv.getDecoder(charset);
  return {
    write: (buffer) => decoder.write(buffer),
    end: () => decoder.end() ?? '',
  };
}

function formatMiB(bytes: number): string {
  return String(Math.round((bytes / 1_048_576) * 100) / 100);
}
