import type { Readable } from 'node:stream';
import { createGunzip, createInflate } from 'node:zlib';

/** One event of a result file, every value as text. */
export type ResultRecord = Record<string, string>;

/** Thrown when a result file holds no readable events (Clean-Only logs, unknown layout). */
export class UnreadableResultError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableResultError';
  }
}

/** Unpacks a result by its name (`.gz`, `.zz` as the job wrote them). */
export function decodeResult(file: string, stream: Readable): Readable {
  if (file.endsWith('.gz')) {
    return stream.pipe(createGunzip());
  }
  if (file.endsWith('.zz')) {
    return stream.pipe(createInflate());
  }
  return stream;
}

/**
 * Splits one line of the pipeline's CSV/TSV: cells are quoted (`""` inside) only when needed,
 * and never hold line breaks, so a line is always one event.
 */
export function splitDelimited(line: string, separator: string): string[] {
  const cells: string[] = [];
  let index = 0;
  while (index <= line.length) {
    if (line[index] === '"') {
      let value = '';
      index += 1;
      while (index < line.length) {
        if (line[index] === '"') {
          if (line[index + 1] === '"') {
            value += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        value += line.charAt(index);
        index += 1;
      }
      cells.push(value);
      const next = line.indexOf(separator, index);
      index = next === -1 ? line.length + 1 : next + 1;
    } else {
      const next = line.indexOf(separator, index);
      const end = next === -1 ? line.length : next;
      cells.push(line.slice(index, end));
      index = end + 1;
    }
  }
  return cells;
}

function textValues(value: unknown, fields: ReadonlySet<string> | undefined): ResultRecord {
  const record: ResultRecord = {};
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (fields !== undefined && !fields.has(key)) {
        continue;
      }
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
        record[key] = String(item);
      }
    }
  }
  return record;
}

/** Yields top-level objects of a JSON array or JSON lines text, as they complete. */
async function* jsonObjects(
  chunks: AsyncIterable<string>,
  head: string,
  fields: ReadonlySet<string> | undefined,
): AsyncGenerator<ResultRecord> {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let current = '';
  const scan = function* (text: string): Generator<ResultRecord> {
    let start = depth > 0 ? 0 : -1;
    for (let index = 0; index < text.length; index += 1) {
      const char = text[index];
      if (inString) {
        if (escaped) {
          escaped = false;
        } else if (char === '\\') {
          escaped = true;
        } else if (char === '"') {
          inString = false;
        }
        continue;
      }
      if (char === '"') {
        inString = depth > 0;
      } else if (char === '{') {
        if (depth === 0) {
          start = index;
          current = '';
        }
        depth += 1;
      } else if (char === '}') {
        depth -= 1;
        if (depth === 0 && start !== -1) {
          const json = current + text.slice(start, index + 1);
          current = '';
          start = -1;
          yield textValues(JSON.parse(json), fields);
        }
      }
    }
    if (depth > 0 && start !== -1) {
      current += text.slice(start);
    }
  };
  yield* scan(head);
  for await (const chunk of chunks) {
    yield* scan(chunk);
  }
}

/** Yields the lines of a text stream (without line ends), starting with what `head` holds. */
async function* lines(chunks: AsyncIterable<string>, head: string): AsyncGenerator<string> {
  let rest = head;
  const split = function* (): Generator<string> {
    let end = rest.indexOf('\n');
    while (end !== -1) {
      yield rest.slice(0, end).replace(/\r$/, '');
      rest = rest.slice(end + 1);
      end = rest.indexOf('\n');
    }
  };
  yield* split();
  for await (const chunk of chunks) {
    rest += chunk;
    yield* split();
  }
  if (rest !== '') {
    yield rest.replace(/\r$/, '');
  }
}

/** Fields a result header must name for its lines to be read as events. */
const EVENT_FIELDS = ['platform', 'date', 'datetime', 'rtype', 'mime'];

/**
 * Reads the events of a job's result, whatever format the job asked for: `;`-CSV or TSV (first
 * line = column names), JSON array, or JSON lines. Throws UnreadableResultError for anything
 * else (a Clean-Only result is log lines, not events). `fields`: only these fields are kept (a
 * record of 30 columns costs the read of a million events seconds more than one of 10).
 */
export async function* readResultRecords(
  source: Readable,
  fields?: ReadonlySet<string>,
): AsyncGenerator<ResultRecord> {
  source.setEncoding('utf8');
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<string>;
  const chunks: AsyncIterable<string> = { [Symbol.asyncIterator]: () => iterator };
  let head = '';
  while (head.trim() === '') {
    const next = await iterator.next();
    if (next.done === true) {
      return;
    }
    head += next.value;
  }
  const first = head.trimStart()[0];
  if (first === '[' || first === '{') {
    yield* jsonObjects(chunks, head, fields);
    return;
  }
  let columns: string[] | undefined;
  // Cell positions of the kept columns.
  let kept: number[] = [];
  let separator = ';';
  for await (const line of lines(chunks, head)) {
    if (line === '') {
      continue;
    }
    if (columns === undefined) {
      separator = line.includes('\t') ? '\t' : ';';
      columns = splitDelimited(line, separator);
      if (!columns.some((column) => EVENT_FIELDS.includes(column))) {
        throw new UnreadableResultError('the result holds no events (no known column)');
      }
      kept = columns.flatMap((column, index) =>
        fields === undefined || fields.has(column) ? [index] : [],
      );
      continue;
    }
    const cells = splitDelimited(line, separator);
    const record: ResultRecord = {};
    for (const index of kept) {
      const cell = cells[index];
      if (cell !== undefined && cell !== '') {
        record[columns[index] ?? ''] = cell;
      }
    }
    yield record;
  }
}
