import { isUtf8 } from 'node:buffer';
/** One knowledge-base row: KBART column → non-empty value. */
export type KbartRow = Record<string, string>;

const BOM = '\uFEFF';
const TAB = 9;
const LF = 10;
const CR = 13;
const QUOTE = 34;
/**
 * Line breaks a quoted cell may hold. Titles exported from spreadsheets hold one or two; a stray
 * opening quote must not swallow the rest of the file, so past this the quote is taken as text.
 */
const MAX_BREAKS_IN_QUOTES = 16;

/**
 * Where the record that starts at `start` ends: the index of the `lineEnd` byte after it, or the
 * length. A cell that starts with a double quote runs to its closing quote (`""` is a quote inside
 * it), tabs and line breaks included, as the reference's CSV reader reads it: some vendors'
 * titles hold a line break. Quote, tab and line ends are the same bytes in UTF-8 and Latin-1.
 */
export function kbartRecordEnd(bytes: Buffer, start: number, lineEnd = LF): number {
  let end = bytes.indexOf(lineEnd, start);
  if (end === -1) {
    end = bytes.length;
  }
  // Looked for in the line only: a file without quotes must not be scanned to its end per line.
  if (!hasQuote(bytes, start, end)) {
    return end;
  }
  let breaks = 0;
  let position = start;
  let cellStart = true;
  while (position < bytes.length) {
    const byte = bytes[position];
    if (cellStart && byte === QUOTE) {
      // Inside quotes: to the quote that is not doubled.
      position += 1;
      for (;;) {
        if (position >= bytes.length) {
          return end;
        }
        const inner = bytes[position];
        if (inner === QUOTE) {
          if (bytes[position + 1] !== QUOTE) {
            break;
          }
          position += 1;
        } else if (inner === lineEnd && ++breaks > MAX_BREAKS_IN_QUOTES) {
          return end;
        }
        position += 1;
      }
      position += 1;
      cellStart = false;
      continue;
    }
    if (byte === lineEnd) {
      return position;
    }
    cellStart = byte === TAB;
    position += 1;
  }
  return bytes.length;
}

/** Whether `bytes` hold a double quote from `start` to before `end`. */
export function hasQuote(bytes: Buffer, start: number, end: number): boolean {
  return bytes.subarray(start, end).includes(QUOTE);
}

/**
 * Where each record of a KBART file lies, `[start, end)` in bytes, header first: after its BOM,
 * without its line end (and its CR); empty records are skipped. Lines end with LF (or CRLF), or
 * CR alone in a file saved with old Mac line ends; a quoted cell may hold one (kbartRecordEnd).
 */
export function* kbartRecordRanges(buffer: Buffer): Generator<[start: number, end: number]> {
  let position = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? 3 : 0;
  const lineEnd = buffer.includes(LF) || !buffer.includes(CR) ? LF : CR;
  while (position < buffer.length) {
    const next = kbartRecordEnd(buffer, position, lineEnd);
    const end = next > position && buffer[next - 1] === CR ? next - 1 : next;
    if (end > position) {
      yield [position, end];
    }
    position = next + 1;
  }
}

/**
 * How a KBART file's bytes are read: UTF-8, else Windows-1252. A file that is not UTF-8 comes
 * from a spreadsheet of a Western Windows: its curly quotes and dashes (0x80–0x9F) are
 * Windows-1252, which Latin-1 would read as invisible control characters.
 */
export type KbartEncoding = 'utf8' | 'windows-1252';

/**
 * Windows-1252's characters for bytes 0x80–0x9F, where it differs from Latin-1 (the five bytes
 * it leaves undefined stay as they are). Written out: Node's TextDecoder reads `windows-1252` as
 * Latin-1.
 */
const WINDOWS_1252_C1 = new Map(
  Array.from(
    '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ',
    (character, index) => [String.fromCharCode(0x80 + index), character] as const,
  ),
);
const C1 = /[\x80-\x9f]/g;

/** The encoding of a whole KBART file (see KbartEncoding). */
export function kbartEncodingOf(bytes: Uint8Array): KbartEncoding {
  return isUtf8(bytes) ? 'utf8' : 'windows-1252';
}

/** The text of bytes `start`–`end` of a KBART file in its encoding. */
export function decodeKbart(
  bytes: Buffer,
  encoding: KbartEncoding,
  start: number,
  end: number,
): string {
  if (encoding === 'utf8') {
    return bytes.toString('utf8', start, end);
  }
  return bytes
    .toString('latin1', start, end)
    .replace(C1, (byte) => WINDOWS_1252_C1.get(byte) ?? byte);
}

/**
 * The records of a KBART file as text (see kbartRecordRanges); blank records are skipped.
 * `encoding` is the file's (see kbartEncodingOf).
 */
export function* kbartRecords(buffer: Buffer, encoding: KbartEncoding): Generator<string> {
  for (const [start, end] of kbartRecordRanges(buffer)) {
    const record = decodeKbart(buffer, encoding, start, end);
    if (record.trim() !== '') {
      yield record;
    }
  }
}

/**
 * The cells of one record, split at the tabs outside quotes (see kbartRecordEnd); each is raw, its
 * quotes still around it, for cleanKbartCell.
 */
export function splitKbartCells(record: string): string[] {
  if (!record.includes('"')) {
    return record.split('\t');
  }
  const cells: string[] = [];
  let cellStart = 0;
  let position = 0;
  while (position <= record.length) {
    if (position === cellStart && record.charCodeAt(position) === QUOTE) {
      let close = position + 1;
      for (;;) {
        close = record.indexOf('"', close);
        if (close === -1 || record.charCodeAt(close + 1) !== QUOTE) {
          break;
        }
        close += 2;
      }
      // An unclosed quote is text: the cell runs to the next tab.
      position = close === -1 ? position + 1 : close + 1;
      continue;
    }
    if (position === record.length || record.charCodeAt(position) === TAB) {
      cells.push(record.slice(cellStart, position));
      cellStart = position + 1;
    }
    position += 1;
  }
  return cells;
}

/**
 * Where the cell of a record (`[.., end)` in bytes) that starts at `cellStart` ends: at its tab,
 * or `end`. The cells are those splitKbartCells makes of the record's text (a cell opening with
 * a quote runs to its closing quote, tabs included; an unclosed quote is text), found in the bytes:
 * tab and quote are the same bytes in UTF-8 and Windows-1252, and never part of another character.
 */
export function kbartCellEnd(bytes: Buffer, cellStart: number, end: number): number {
  let position = cellStart;
  if (position < end && bytes[position] === QUOTE) {
    let close = position + 1;
    for (;;) {
      close = bytes.indexOf(QUOTE, close);
      if (close === -1 || close >= end) {
        close = -1;
        break;
      }
      if (close + 1 >= end || bytes[close + 1] !== QUOTE) {
        break;
      }
      close += 2;
    }
    position = close === -1 ? position + 1 : close + 1;
  }
  const tab = bytes.indexOf(TAB, position);
  return tab === -1 || tab > end ? end : tab;
}

/** Cleans one KBART cell: trims it and removes the surrounding double quotes some vendors add (`""` → `"`). */
export function cleanKbartCell(cell: string): string {
  let value = cell.trim();
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    value = value.slice(1, -1).replaceAll('""', '"').trim();
  }
  return value;
}

/** The columns events are matched on (the index's join keys): a KBART file naming none matches none. */
export const KBART_KEY_COLUMNS = [
  'title_id',
  'print_identifier',
  'online_identifier',
  'doi',
] as const;

/** What a KBART header line is, for the warnings about files whose first line is none. */
export const KBART_HEADER_DESCRIPTION = `tab-separated, naming ${KBART_KEY_COLUMNS.slice(0, -1).join(', ')} or ${KBART_KEY_COLUMNS.slice(-1).join('')}`;

/** Whether a KBART header's `columns` (parseKbartHeader's) name a column events can match on. */
export function hasKbartKeyColumn(columns: readonly string[]): boolean {
  return KBART_KEY_COLUMNS.some((key) => columns.includes(key));
}

/** Parses a KBART header line into column names (quotes and BOM removed; an unnamed column gives ''). */
export function parseKbartHeader(line: string): string[] {
  const text = line.startsWith(BOM) ? line.slice(1) : line;
  return text.replace(/\r$/, '').split('\t').map(cleanKbartCell);
}

/**
 * Builds the row of one tab-separated data line: empty cells, cells beyond the header and unnamed
 * columns are dropped (the reference's relaxed column count).
 */
export function parseKbartLine(line: string, columns: readonly string[]): KbartRow {
  const row: KbartRow = {};
  const cells = splitKbartCells(line);
  const count = Math.min(cells.length, columns.length);
  for (let index = 0; index < count; index += 1) {
    const column = columns[index] ?? '';
    const value = cleanKbartCell(cells[index] ?? '');
    if (column !== '' && value !== '') {
      row[column] = value;
    }
  }
  return row;
}

/**
 * Parses a whole KBART file (tab-separated, header row first; LF or CRLF; BOM and quoted cells
 * accepted); blank lines and rows without any value are skipped.
 */
export function parseKbart(text: string): { columns: string[]; rows: KbartRow[] } {
  let columns: string[] | undefined;
  const rows: KbartRow[] = [];
  for (const record of kbartRecords(Buffer.from(text), 'utf8')) {
    if (columns === undefined) {
      columns = parseKbartHeader(record);
      continue;
    }
    const row = parseKbartLine(record, columns);
    if (Object.keys(row).length > 0) {
      rows.push(row);
    }
  }
  return { columns: columns ?? [], rows };
}
