import { neutraliseFormula } from '@sillage/shared-types';
import { detachString } from '../engine/detach-string.js';
import { OutputChunk } from './output-chunk.js';

/** Result formats: `;`-CSV, TSV, JSON array, JSON lines, or the original lines (Clean-Only). */
export type OutputFormat = 'csv' | 'tsv' | 'json' | 'jsonl' | 'log';

/**
 * Where a writer may keep the rendering of an event's {@link EventWriterOptions.sharedColumns},
 * for the next event that comes with the same slot and the same values in those columns (the
 * pipeline gives one slot to every event of a URL's recognition answer).
 */
export interface RenderSlot {
  rendered: RenderedCells | undefined;
}

/** Cells as one writer rendered them, and the values they were rendered from. */
export interface RenderedCells {
  readonly writer: object;
  readonly values: readonly unknown[];
  readonly bytes: Uint8Array;
  readonly text: string;
}

/** Serialises consultation events into a sink, in chunks. */
export interface EventWriter {
  write(fields: Record<string, string>, rawLine: string, slot?: RenderSlot): void;
  /**
   * Pushes what is buffered to the sink now. Called at the end of every input batch, so the
   * events of a log that arrives slowly (a live upload, `tail -f | sillage process`) go out
   * without waiting for a full chunk.
   */
  flush(): void;
  /** Writes what the format needs at the end (`]`, or `[]` when no event) and flushes; call once. */
  end(): void;
}

/** Options of {@link createEventWriter}. */
export interface EventWriterOptions {
  format: OutputFormat;
  /** CSV/TSV columns, in order (see resolveOutputColumns). */
  columns: string[];
  /** Receives the output, about `chunkChars` characters at a time. */
  sink: (chunk: string) => void;
  /**
   * Receives, instead of `sink`, a chunk as its UTF-8 bytes, without making it a string first
   * (`sink` still gets a chunk holding a text longer than the buffer). The view is only valid
   * during the call.
   */
  sinkBytes?: (bytes: Uint8Array) => void;
  /**
   * Size at which buffered output is pushed to the sink. Default 16 384: a flattened string or a
   * Buffer past 128 KiB lands in V8's large-object space, mapped fresh (and page-faulted) on every
   * allocation, which cost more than all the event formatting on our VMs; two-byte text doubles
   * the size and UTF-8 triples it, so chunks stay well under that.
   */
  chunkChars?: number;
  /** JSON and JSON lines: every field of the event (reference, default) or only `columns`. */
  jsonFields?: 'all' | 'columns';
  /**
   * CSV/TSV: keep cells that start with `= + - @` as they are (`CSV-Raw-Values: true`). Default
   * false: such cells get a leading `'` so a spreadsheet never runs them (formula injection).
   */
  rawValues?: boolean;
  /** CSV/TSV: write the header even when no event comes (the reference writes nothing). Default false. */
  headerWhenEmpty?: boolean;
  /** JSON and JSON lines: fields written as numbers when their value is a plain number. Default `['timestamp']`, as the reference. */
  numericFields?: readonly string[];
  /**
   * Values of fields an event lacks, as if they were its own (the version stamps every EC
   * carries): cells of absent columns, and trailing members of JSON objects. Written here
   * rather than stored in each of millions of events.
   */
  defaults?: readonly (readonly [string, string])[];
  /**
   * CSV/TSV: fields that events given the same {@link RenderSlot} mostly share. The longest run
   * of adjacent columns among them is rendered once per slot and copied for the next events
   * whose values there are the same ones (compared, so a value a later stage changed is
   * rendered afresh).
   */
  sharedColumns?: readonly string[];
}

const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
const LINE_FEED = 10;

/**
 * The event's own value of `name`. Column names come from `Output-Fields`, so one may be
 * `toString` or `constructor`: an event without that field must give an empty cell, not the
 * inherited function.
 */
function fieldOf(fields: Record<string, string>, name: string): string | undefined {
  const value = fields[name];
  return typeof value === 'string' ? value : undefined;
}

/** Copies `fields` with the listed plain-number values turned into numbers, keeping key order. */
function withNumbers(
  fields: Record<string, string>,
  numericFields: readonly string[],
): Record<string, string | number> {
  let result: Record<string, string | number> | undefined;
  for (const name of numericFields) {
    const value = fieldOf(fields, name);
    if (value !== undefined && PLAIN_NUMBER.test(value)) {
      result ??= { ...fields };
      result[name] = Number(value);
    }
  }
  return result ?? fields;
}

const CSV_SPECIAL = /[;"\r\n]/;
const TSV_SPECIAL = /[\t"\r\n]/;
const LINE_BREAKS = /[\r\n]/g;

function needsTrim(value: string): boolean {
  return value.charCodeAt(0) <= 32 || value.charCodeAt(value.length - 1) <= 32;
}

/**
 * Formats one delimited cell the reference way: line breaks removed, trimmed, quoted (`""`) when
 * it holds `special`; then, unless `raw`, a leading `'` when it could run as a formula.
 */
function formatCell(
  value: string | undefined,
  special: RegExp,
  quoteTrigger: string,
  raw: boolean,
): string {
  if (value === undefined || value === '') {
    return '';
  }
  let cell = value;
  if (special.test(cell)) {
    cell = cell.replace(LINE_BREAKS, '');
    if (cell.includes('"') || cell.includes(quoteTrigger)) {
      cell = cell.trim();
      return `"${(raw ? cell : neutraliseFormula(cell)).replaceAll('"', '""')}"`;
    }
  }
  cell = needsTrim(cell) ? cell.trim() : cell;
  return raw ? cell : neutraliseFormula(cell);
}

/**
 * Formats one CSV cell (`;` separator): line breaks removed, trimmed, quoted when it holds `;` or
 * `"`, a formula-like value prefixed with `'` unless `raw`.
 */
export function formatCsvCell(value: string | undefined, raw = false): string {
  return formatCell(value, CSV_SPECIAL, ';', raw);
}

/** Formats one TSV cell: like CSV with a tab separator; `0` stays `0` (the reference dropped it). */
export function formatTsvCell(value: string | undefined, raw = false): string {
  return formatCell(value, TSV_SPECIAL, '\t', raw);
}

function pickColumns(
  fields: Record<string, string>,
  columns: readonly string[],
): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const column of columns) {
    const value = fieldOf(fields, column);
    if (value !== undefined) {
      picked[column] = value;
    }
  }
  return picked;
}

type RowWriter = (fields: Record<string, string>, chunk: OutputChunk, slot?: RenderSlot) => void;

/** The longest run `[start, end)` of adjacent columns all in `shared`, if two or more. */
function sharedRun(
  columns: readonly string[],
  shared: ReadonlySet<string>,
): readonly [number, number] | undefined {
  let best: [number, number] | undefined;
  for (let start = 0; start < columns.length;) {
    let end = start;
    while (end < columns.length && shared.has(columns[end] ?? '')) {
      end += 1;
    }
    if (end - start >= 2 && (best === undefined || end - start > best[1] - best[0])) {
      best = [start, end];
    }
    start = Math.max(end, start + 1);
  }
  return best;
}

/**
 * Writes one delimited row into `chunk` from a function generated for these columns: each column
 * is read under a constant name, which V8 caches per event shape, where a loop over the names
 * made every read a megamorphic keyed load (33 of them per CSV row). Column names reach the
 * generated source only through JSON.stringify, so none can inject code. As with
 * {@link fieldOf}, a value that is not a string (an inherited `toString`) counts as absent; an
 * absent column gets its default, formatted once here.
 *
 * Consecutive columns that have a default (the version stamps every event carries, which events
 * almost never set) are written, when the event sets none of them, as one piece encoded once:
 * one copy instead of a UTF-8 encoding per stamp and a call per separator. The run of shared
 * columns, likewise, is copied from the slot an event comes with (see {@link sharedRunCode}).
 */
function generateRowWriter(
  columns: readonly string[],
  defaultCells: readonly (string | undefined)[],
  separatorCode: number,
  shared: readonly [number, number] | undefined,
): RowWriter {
  const ending = (index: number) => (index === columns.length - 1 ? LINE_FEED : separatorCode);
  const columnCode = (index: number): string => {
    const fallback = defaultCells[index] ?? '';
    const read = `value = fields[${JSON.stringify(columns[index])}];\n`;
    const write =
      fallback === ''
        ? `if (typeof value === 'string') chunk.cell(value);\n`
        : `if (typeof value === 'string') chunk.cell(value); else chunk.text(${JSON.stringify(fallback)});\n`;
    return `${read}${write}chunk.byte(${String(ending(index))});\n`;
  };
  const runs: string[] = [];
  let body = 'let value;\n';
  for (let index = 0; index < columns.length;) {
    if (index === shared?.[0]) {
      body += sharedRunCode(columns, shared, columnCode);
      index = shared[1];
      continue;
    }
    let end = index;
    while (end < columns.length && defaultCells[end] !== undefined) {
      end += 1;
    }
    if (end - index < 2) {
      body += columnCode(index);
      index += 1;
      continue;
    }
    const members = Array.from({ length: end - index }, (_, offset) => index + offset);
    runs.push(
      members
        .map((member) => (defaultCells[member] ?? '') + String.fromCharCode(ending(member)))
        .join(''),
    );
    const absent = members
      .map((member) => `typeof fields[${JSON.stringify(columns[member])}] !== 'string'`)
      .join(' && ');
    const run = String(runs.length - 1);
    body += `if (${absent}) chunk.encoded(runBytes[${run}], runs[${run}]);\nelse {\n`;
    body += members.map(columnCode).join('');
    body += '}\n';
    index = end;
  }
  const runBytes = runs.map((text) => new Uint8Array(Buffer.from(text, 'utf8')));
  const writer = {};
  // Kept values are detached: one cut out of a log line (a domain) would keep its input chunk alive.
  const remember = (values: unknown[], bytes: Uint8Array | undefined): RenderedCells | undefined =>
    bytes === undefined
      ? undefined
      : {
          writer,
          values: values.map((value) => (typeof value === 'string' ? detachString(value) : value)),
          bytes,
          text: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString(),
        };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from JSON-quoted names and values only
  const factory = new Function(
    'runs',
    'runBytes',
    'writer',
    'remember',
    `return (fields, chunk, slot) => {\n${body}};`,
  ) as (
    runs: readonly string[],
    runBytes: readonly Uint8Array[],
    writer: object,
    remember: (values: unknown[], bytes: Uint8Array | undefined) => RenderedCells | undefined,
  ) => RowWriter;
  return factory(runs, runBytes, writer, remember);
}

/**
 * Code for the shared run: the slot's rendering copied when it is this writer's and every value
 * is the one it was rendered from (the same string, mostly the same object), else the cells
 * rendered as usual and, when the slot is given, kept in it.
 */
function sharedRunCode(
  columns: readonly string[],
  [start, end]: readonly [number, number],
  columnCode: (index: number) => string,
): string {
  const members = Array.from({ length: end - start }, (_, offset) => start + offset);
  const read = (member: number) => `fields[${JSON.stringify(columns[member])}]`;
  const same = members
    .map((member, position) => `${read(member)} === kept.values[${String(position)}]`)
    .join(' && ');
  return (
    `const kept = slot === undefined ? undefined : slot.rendered;\n` +
    `if (kept !== undefined && kept.writer === writer && ${same}) chunk.encoded(kept.bytes, kept.text);\n` +
    `else {\nchunk.capture();\n${members.map(columnCode).join('')}` +
    `if (slot !== undefined) slot.rendered = remember([${members.map(read).join(', ')}], chunk.captured());\n}\n`
  );
}

/** Spare room of the chunk buffer past `chunkChars`, so a usual row never has to be split. */
const ROW_ROOM = 4_096;

/** Creates a writer for `format` that builds strings and pushes them to `sink` in chunks. */
export function createEventWriter(options: EventWriterOptions): EventWriter {
  const { format, columns, sink } = options;
  const chunkChars = options.chunkChars ?? 16_384;
  const onlyColumns = options.jsonFields === 'columns';
  const separator = format === 'tsv' ? '\t' : ';';
  const raw = options.rawValues === true;
  const formatDelimited = format === 'tsv' ? formatTsvCell : formatCsvCell;
  const formatCellOf = (value: string | undefined) => formatDelimited(value, raw);
  const chunk = new OutputChunk(chunkChars + ROW_ROOM, separator, formatCellOf, !raw);
  const header = columns.map((column) => formatCellOf(column)).join(separator);
  let count = 0;
  let ended = false;

  const { sinkBytes } = options;
  const flush = (): void => {
    if (chunk.size === 0) {
      return;
    }
    const bytes = sinkBytes === undefined ? undefined : chunk.takeBytes();
    if (sinkBytes !== undefined && bytes !== undefined) {
      sinkBytes(bytes);
    } else {
      sink(chunk.take());
    }
  };
  const defaults = options.defaults ?? [];
  const defaultOf = new Map(defaults);
  const numericFields = options.numericFields ?? ['timestamp'];
  const withDefaults = (fields: Record<string, string>): Record<string, string> => {
    let merged: Record<string, string> | undefined;
    for (const [name, value] of defaults) {
      if (fieldOf(fields, name) === undefined) {
        merged ??= { ...fields };
        merged[name] = value;
      }
    }
    return merged ?? fields;
  };
  const toJson = (fields: Record<string, string>, indent?: number): string =>
    JSON.stringify(
      withNumbers(
        onlyColumns ? pickColumns(withDefaults(fields), columns) : withDefaults(fields),
        numericFields,
      ),
      null,
      indent,
    );

  let render: (fields: Record<string, string>, rawLine: string, slot?: RenderSlot) => void;
  switch (format) {
    case 'csv':
    case 'tsv': {
      const writeRow = generateRowWriter(
        columns,
        columns.map((column) => {
          const fallback = defaultOf.get(column);
          return fallback === undefined ? undefined : formatCellOf(fallback);
        }),
        separator.charCodeAt(0),
        sharedRun(columns, new Set(options.sharedColumns)),
      );
      render = (fields, _rawLine, slot) => {
        if (count === 0) {
          chunk.text(`${header}\n`);
        }
        writeRow(fields, chunk, slot);
      };
      break;
    }
    case 'json':
      render = (fields) => {
        chunk.text((count === 0 ? '[' : ',') + toJson(fields, 2));
      };
      break;
    case 'jsonl':
      render = (fields) => {
        chunk.text((count === 0 ? '' : '\n') + toJson(fields));
      };
      break;
    case 'log':
      render = (_fields, rawLine) => {
        chunk.text(rawLine);
        chunk.byte(LINE_FEED);
      };
      break;
  }

  return {
    write(fields, rawLine, slot) {
      if (ended) {
        throw new Error('EventWriter.write() called after end()');
      }
      render(fields, rawLine, slot);
      count += 1;
      if (chunk.size >= chunkChars) {
        flush();
      }
    },
    flush,
    end() {
      if (ended) {
        throw new Error('EventWriter.end() called twice');
      }
      ended = true;
      if (format === 'json') {
        chunk.text(count === 0 ? '[]' : ']');
      } else if (
        count === 0 &&
        options.headerWhenEmpty === true &&
        (format === 'csv' || format === 'tsv')
      ) {
        chunk.text(`${header}\n`);
      }
      flush();
    },
  };
}
