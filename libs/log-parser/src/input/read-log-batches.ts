import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse as createCsvParser } from 'csv-parse';
import { decodeInput, type LogInputSource } from './decode-input.js';
import { planLogInput, type InputPlan, type LogInputOptions } from './input-kind.js';
import { LogInputError } from './log-input-error.js';

/** One batch of input, in input order. */
export type LogBatch =
  /**
   * Raw text lines, `\r` stripped, empty ones skipped. `overlong` lists (ascending) the indices
   * of lines longer than the line limit: only their first `OVERLONG_PREFIX_CHARS` characters are
   * kept, and they are to be rejected, not parsed.
   */
  | { kind: 'lines'; lines: string[]; overlong?: number[] }
  /** `;`-CSV input: each record already an event; `rawLines[i]` is the text of `records[i]`. */
  | { kind: 'records'; records: Record<string, string>[]; rawLines: string[] };

/** Characters kept of a line longer than the limit (for its reject file and the explorer). */
export const OVERLONG_PREFIX_CHARS = 1000;

/**
 * Decodes (gzip, charset) and splits one input stream into batches, in order, with back-pressure:
 * nothing is read ahead of the batch being consumed. A line longer than the limit is cut and
 * marked `overlong`, and the reading goes on. Throws LogInputError (4002, 4005, 4015, 4029; 4022
 * as soon as the limit is passed before the input's first line break, or for a CSV record over
 * the limit).
 */
export async function* readLogBatches(
  input: LogInputSource,
  options: LogInputOptions = {},
): AsyncGenerator<LogBatch> {
  const plan = planLogInput(options);
  const texts = decodeInput(input, plan);
  if (plan.csv) {
    yield* readCsvBatches(texts, plan);
  } else {
    yield* splitLineBatches(texts, plan);
  }
}

function tooLong(text: string, maxLineBytes: number): boolean {
  // UTF-16 length bounds the UTF-8 size from below (×1) and above (×3); measure only in between.
  return (
    text.length > maxLineBytes ||
    (text.length * 3 > maxLineBytes && Buffer.byteLength(text) > maxLineBytes)
  );
}

function noLineBreak(plan: InputPlan): LogInputError {
  return new LogInputError(
    4022,
    `The first ${plan.maxLineBytes} bytes hold no line break: the input is not a log, or its first line is longer than ${plan.maxLineBytes} bytes.`,
  );
}

async function* splitLineBatches(
  texts: AsyncIterable<string>,
  plan: InputPlan,
): AsyncGenerator<LogBatch> {
  const { batchSize, maxLineBytes } = plan;
  let pending = '';
  /** The start of a line past the limit whose end (its line break) has not arrived yet. */
  let cut: string | undefined;
  let lines: string[] = [];
  let overlong: number[] = [];
  /**
   * Whether a line break has arrived yet. Until one has, a text past the limit is not a long line
   * of a log but an input with no line breaks (one huge line, or data that is no log): the reference
   * refuses it with 4022 at once, and a streamed upload gets that answer while still sending.
   */
  let hasLineBreak = false;
  const isLong = (text: string) => {
    if (text.length <= maxLineBytes / 3 || !tooLong(text, maxLineBytes)) {
      return false;
    }
    if (!hasLineBreak) {
      throw noLineBreak(plan);
    }
    return true;
  };
  const takeOverlong = (start: string): boolean => {
    overlong.push(lines.length);
    lines.push(start.slice(0, OVERLONG_PREFIX_CHARS));
    return lines.length === batchSize;
  };
  const take = (line: string): boolean => {
    if (isLong(line)) {
      return takeOverlong(line);
    }
    lines.push(line);
    return lines.length === batchSize;
  };
  const batch = (): LogBatch => {
    const out: LogBatch =
      overlong.length > 0 ? { kind: 'lines', lines, overlong } : { kind: 'lines', lines };
    lines = [];
    overlong = [];
    return out;
  };
  for await (const text of texts) {
    let start = 0;
    let newline = text.indexOf('\n');
    if (newline !== -1 && !hasLineBreak) {
      // The first line may pass the limit in the very chunk that ends it: still 4022.
      if (tooLong(pending + text.slice(0, newline), maxLineBytes)) {
        throw noLineBreak(plan);
      }
      hasLineBreak = true;
    }
    if (cut !== undefined) {
      // Inside a line past the limit: everything up to its line break is dropped.
      if (newline === -1) {
        continue;
      }
      const full = takeOverlong(cut);
      cut = undefined;
      if (full) {
        yield batch();
      }
      start = newline + 1;
      newline = text.indexOf('\n', start);
    } else if (pending !== '') {
      if (newline === -1) {
        pending += text;
        if (isLong(pending)) {
          cut = pending.slice(0, OVERLONG_PREFIX_CHARS);
          pending = '';
        }
        continue;
      }
      // Only the line cut by the chunk boundary is joined: the chunk itself is never copied.
      let line = pending + text.slice(0, newline);
      pending = '';
      if (line.endsWith('\r')) {
        line = line.slice(0, -1);
      }
      if (line !== '' && take(line)) {
        yield batch();
      }
      start = newline + 1;
      newline = text.indexOf('\n', start);
    }
    while (newline !== -1) {
      const end = newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
      if (end > start && take(text.slice(start, end))) {
        yield batch();
      }
      start = newline + 1;
      newline = text.indexOf('\n', start);
    }
    pending = start === 0 ? text : text.slice(start);
    if (isLong(pending)) {
      cut = pending.slice(0, OVERLONG_PREFIX_CHARS);
      pending = '';
    }
    // The lines of a chunk go out with it: a log that arrives slowly (a live upload, `tail -f`)
    // is processed as it comes instead of waiting for a full batch.
    if (lines.length > 0) {
      yield batch();
    }
  }
  if (cut !== undefined) {
    takeOverlong(cut);
  } else {
    const last = pending.endsWith('\r') ? pending.slice(0, -1) : pending;
    if (last !== '') {
      take(last);
    }
  }
  if (lines.length > 0) {
    yield batch();
  }
}

/** Separators a CSV file may come with instead of `;`, as named in the message. */
const OTHER_SEPARATORS = [
  ['\t', 'tabs'],
  [',', 'commas'],
  ['|', 'vertical bars'],
] as const;

interface CsvRow {
  record: Record<string, string>;
  raw: string;
}

/**
 * The header row's column names, refused (4029) without a `url` column: each record is an event,
 * and one without a url is filtered out, so such an input could only end as a job of no events,
 * all its lines "ignored". It is mostly a log read as CSV (a `.csv` name, `Content-Type:
 * text/csv`), whose first line became the header row: the message quotes it. A `__proto__`
 * column is refused too: no event field can hold it (a log format refuses the name alike), so its
 * values would be lost without a word.
 */
function requireUrlColumn(header: string[]): string[] {
  if (header.includes('__proto__')) {
    throw new LogInputError(
      4029,
      'The CSV input has a column named "__proto__", a name no field can have: rename that column in the header row.',
    );
  }
  if (!header.includes('url')) {
    const row = header.join(';');
    const shown = row.length > 200 ? `${row.slice(0, 200)}…` : row;
    const separator = OTHER_SEPARATORS.find(([mark]) => row.split(mark).includes('url'));
    if (separator !== undefined) {
      // Its url column is there, behind another separator: say so, not "no url column".
      throw new LogInputError(
        4029,
        `The CSV input's header row is separated by ${separator[1]} ("${shown}"): CSV inputs are separated by semicolons (;), as the reference reads them.`,
      );
    }
    throw new LogInputError(
      4029,
      `The CSV input has no "url" column in its header row ("${shown}"): each CSV record is an event, read by the names of that row, and needs a url. Was a log sent as CSV (a .csv file name, or Content-Type: text/csv)?`,
    );
  }
  return header;
}

async function* readCsvBatches(
  texts: AsyncIterable<string>,
  plan: InputPlan,
): AsyncGenerator<LogBatch> {
  const parser = createCsvParser({
    delimiter: ';',
    columns: requireUrlColumn,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    bom: true,
    raw: true,
    max_record_size: plan.maxLineBytes,
  });
  const feeding = pipeline(Readable.from(texts), parser);
  feeding.catch(() => undefined);
  let records: Record<string, string>[] = [];
  let rawLines: string[] = [];
  try {
    for await (const row of parser as AsyncIterable<CsvRow>) {
      records.push(row.record);
      // Without its line break, CRLF's too (csv-parse leaves a record's `\r` in its raw text),
      // so that a record's log_id does not depend on the file's line endings, as a log line's.
      rawLines.push(row.raw.replace(/\r?\n$|\r$/, ''));
      if (records.length === plan.batchSize) {
        yield { kind: 'records', records, rawLines };
        records = [];
        rawLines = [];
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'CSV_MAX_RECORD_SIZE') {
      throw noLineBreak(plan);
    }
    if (error instanceof LogInputError) {
      throw error;
    }
    // Any other csv-parse complaint (a quote never closed…) is bad input, said as such.
    if (typeof code === 'string' && code.startsWith('CSV_')) {
      throw new LogInputError(
        4029,
        `The CSV input is malformed: ${(error as Error).message.replace(/^[^:]*: /, '')}.`,
      );
    }
    throw error;
  } finally {
    parser.destroy();
  }
  if (records.length > 0) {
    yield { kind: 'records', records, rawLines };
  }
}
