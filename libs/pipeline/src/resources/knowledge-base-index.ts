import { isUtf8 } from 'node:buffer';
import { ByteKeyTable, MAX_BYTE_KEY_LENGTH } from './byte-key-table.js';
import {
  cleanKbartCell,
  decodeKbart,
  kbartCellEnd,
  kbartEncodingOf,
  kbartRecordRanges,
  parseKbartHeader,
  parseKbartLine,
  type KbartEncoding,
  type KbartRow,
} from './kbart.js';

const QUOTE = 34;
const EMPTY = new Uint8Array(0);

/** Which row answers when several rows match: the first loaded (the reference's natural order) or the last. */
export type KnowledgeBasePrecedence = 'first' | 'last';

/**
 * The rows of one join key: keys in plain ASCII where they lie in the files (nearly all of them);
 * the others (quoted, longer than 64 KiB, with another character, or refused by the table: see
 * MAX_PROBES) as strings. A key may be in both; the row of the two that answers is chosen by
 * precedence, as between keys.
 */
interface KeyIndex {
  bytes: ByteKeyTable;
  text: Map<string, number>;
}

interface PlatformIndex {
  titleId: KeyIndex;
  /** print_identifier and online_identifier values together: either one matches either column. */
  identifier: KeyIndex;
  doi: KeyIndex;
}

interface KeyColumns {
  titleId: number;
  print: number;
  online: number;
  doi: number;
  /** Highest of the four: cells after it are never scanned. */
  last: number;
}

// A column named twice is read in its last place, as a decoded row keeps the last value (and
// as the reference's CSV reader and the database sync read it).
function findKeyColumns(columns: readonly string[]): KeyColumns {
  const titleId = columns.lastIndexOf('title_id');
  const print = columns.lastIndexOf('print_identifier');
  const online = columns.lastIndexOf('online_identifier');
  const doi = columns.lastIndexOf('doi');
  return { titleId, print, online, doi, last: Math.max(titleId, print, online, doi) };
}

function keyIndexOf(
  index: PlatformIndex,
  keyColumns: KeyColumns,
  column: number,
): KeyIndex | undefined {
  if (column === keyColumns.titleId) {
    return index.titleId;
  }
  if (column === keyColumns.print || column === keyColumns.online) {
    return index.identifier;
  }
  return column === keyColumns.doi ? index.doi : undefined;
}

interface SourceFile {
  bytes: Buffer;
  encoding: KbartEncoding;
  columns: string[];
}

/** Keys a consultation event offers to the knowledge base. */
export interface KnowledgeBaseKeys {
  title_id?: string;
  print_identifier?: string;
  online_identifier?: string;
  doi?: string;
}

/**
 * In-memory KBART index: file bytes stay as Buffers, rows are byte ranges, and the four join keys
 * are found where they lie in the bytes (see ByteKeyTable; a key with another character than ASCII
 * becomes a string); a row is decoded when it is looked up.
 */
export class KnowledgeBaseIndex {
  private readonly platforms = new Map<string, PlatformIndex>();
  private readonly files: SourceFile[] = [];
  private rowFile = new Uint32Array(1024);
  private rowStart = new Uint32Array(1024);
  private rowEnd = new Uint32Array(1024);
  private rowCount = 0;
  private readonly decoded = new Map<number, KbartRow>();
  private readonly bytesOfRow = (row: number): Uint8Array =>
    this.files[this.rowFile[row] ?? 0]?.bytes ?? EMPTY;

  constructor(
    private readonly precedence: KnowledgeBasePrecedence = 'first',
    private readonly decodedCacheSize = 10_000,
  ) {}

  /** Rows indexed so far (rows without any join key are not kept). */
  get size(): number {
    return this.rowCount;
  }

  /** Indexes the rows of one KBART file (bytes as read from disk; UTF-8, or Latin-1 when not valid UTF-8). */
  addFile(platform: string, bytes: Buffer): void {
    const source: SourceFile = { bytes, encoding: kbartEncodingOf(bytes), columns: [] };
    // Listed first: the key table compares keys through the rows' files, this one's included.
    const fileIndex = this.files.push(source) - 1;
    const index = this.platformIndex(platform);
    let keyColumns: KeyColumns | undefined;
    for (const [start, end] of kbartRecordRanges(bytes)) {
      if (keyColumns !== undefined) {
        this.indexRow(index, keyColumns, fileIndex, source, start, end);
        continue;
      }
      const header = decodeKbart(bytes, source.encoding, start, end);
      if (header.trim() !== '') {
        source.columns = parseKbartHeader(header);
        keyColumns = findKeyColumns(source.columns);
      }
    }
  }

  // Reads only the key cells of one data line. A row without any key can never answer: its number
  // is given back.
  private indexRow(
    index: PlatformIndex,
    keyColumns: KeyColumns,
    fileIndex: number,
    { bytes, encoding }: SourceFile,
    start: number,
    end: number,
  ): void {
    const row = this.pushRow(fileIndex, start, end);
    let keyed = false;
    let cellStart = start;
    for (let column = 0; column <= keyColumns.last && cellStart <= end; column += 1) {
      const cellEnd = kbartCellEnd(bytes, cellStart, end);
      const target = keyIndexOf(index, keyColumns, column);
      if (target !== undefined && this.indexKey(target, bytes, encoding, cellStart, cellEnd, row)) {
        keyed = true;
      }
      cellStart = cellEnd + 1;
    }
    if (!keyed) {
      this.rowCount -= 1;
    }
  }

  /** Keys the cell `cellStart`–`cellEnd` to `row`; false when the cell holds no key. */
  private indexKey(
    target: KeyIndex,
    bytes: Buffer,
    encoding: KbartEncoding,
    cellStart: number,
    cellEnd: number,
    row: number,
  ): boolean {
    // The cell without the white space String.prototype.trim takes off in ASCII.
    let keyStart = cellStart;
    let keyEnd = cellEnd;
    while (keyStart < keyEnd && isAsciiSpace(bytes[keyStart] ?? 0)) {
      keyStart += 1;
    }
    while (keyEnd > keyStart && isAsciiSpace(bytes[keyEnd - 1] ?? 0)) {
      keyEnd -= 1;
    }
    if (keyEnd === keyStart) {
      return false;
    }
    const plain = isPlainAscii(bytes, keyStart, keyEnd);
    // Quotes to take off, or another character that trim may take off: such a key is read as text.
    const key = plain ? '' : cleanKbartCell(decodeKbart(bytes, encoding, cellStart, cellEnd));
    if (!plain && key === '') {
      return false;
    }
    const kept =
      plain &&
      keyEnd - keyStart <= MAX_BYTE_KEY_LENGTH &&
      target.bytes.add(bytes, keyStart, keyEnd - keyStart, row, this.precedence === 'last');
    if (!kept) {
      this.addKey(target, plain ? bytes.toString('latin1', keyStart, keyEnd) : key, row);
    }
    return true;
  }

  /** Finds the row of `platform` matching any of the keys (print and online identifiers cross-match). */
  lookup(platform: string, keys: KnowledgeBaseKeys): KbartRow | undefined {
    const row = this.rowOf(platform, keys);
    return row === -1 ? undefined : this.decodeRow(row);
  }

  /**
   * The number of the row that answers `keys` (rows are numbered from 0 in the order they were
   * indexed, counting only rows with a join key), or -1.
   */
  rowOf(platform: string, keys: KnowledgeBaseKeys): number {
    const index = this.platforms.get(platform);
    if (index === undefined) {
      return -1;
    }
    let best = this.answering(-1, index.titleId, keys.title_id);
    best = this.answering(best, index.identifier, keys.print_identifier);
    best = this.answering(best, index.identifier, keys.online_identifier);
    return this.answering(best, index.doi, keys.doi);
  }

  /** The row that answers of `best` (-1: none yet) and the row of `key`, if any. */
  private answering(best: number, { bytes, text }: KeyIndex, key: string | undefined): number {
    if (key === undefined || key === '') {
      return best;
    }
    const found = this.earlier(best, bytes.get(key));
    return text.size === 0 ? found : this.earlier(found, text.get(key));
  }

  /** The row that answers of `best` (-1: none yet) and `row`, by precedence. */
  private earlier(best: number, row: number | undefined): number {
    if (row === undefined) {
      return best;
    }
    return best === -1 || (this.precedence === 'first' ? row < best : row > best) ? row : best;
  }

  private platformIndex(platform: string): PlatformIndex {
    let index = this.platforms.get(platform);
    if (index === undefined) {
      const keyIndex = (): KeyIndex => ({
        bytes: new ByteKeyTable(this.bytesOfRow),
        text: new Map(),
      });
      index = { titleId: keyIndex(), identifier: keyIndex(), doi: keyIndex() };
      this.platforms.set(platform, index);
    }
    return index;
  }

  private addKey({ text }: KeyIndex, key: string, row: number): void {
    if (this.precedence === 'last' || !text.has(key)) {
      text.set(key, row);
    }
  }

  private pushRow(file: number, start: number, end: number): number {
    if (this.rowCount === this.rowFile.length) {
      this.rowFile = grow(this.rowFile);
      this.rowStart = grow(this.rowStart);
      this.rowEnd = grow(this.rowEnd);
    }
    const row = this.rowCount;
    this.rowFile[row] = file;
    this.rowStart[row] = start;
    this.rowEnd[row] = end;
    this.rowCount += 1;
    return row;
  }

  private decodeRow(row: number): KbartRow | undefined {
    const cached = this.decoded.get(row);
    if (cached !== undefined) {
      return cached;
    }
    const source = this.files[this.rowFile[row] ?? 0];
    if (source === undefined) {
      return undefined;
    }
    const start = this.rowStart[row] ?? 0;
    const end = this.rowEnd[row] ?? 0;
    // A file that is not UTF-8 as a whole may still hold UTF-8 rows (files concatenated, or
    // edited by tools of both kinds): each row is read as what it is.
    const encoding =
      source.encoding !== 'utf8' && isUtf8(source.bytes.subarray(start, end))
        ? 'utf8'
        : source.encoding;
    const line = decodeKbart(source.bytes, encoding, start, end);
    const decoded = Object.freeze(parseKbartLine(line, source.columns));
    if (this.decoded.size >= this.decodedCacheSize) {
      this.decoded.clear();
    }
    this.decoded.set(row, decoded);
    return decoded;
  }
}

/** The bytes String.prototype.trim takes off in ASCII: tab, line feed, VT, form feed, CR, space. */
function isAsciiSpace(byte: number): boolean {
  return byte === 32 || (byte >= 9 && byte <= 13);
}

/** Whether bytes `start`–`end` are ASCII without a double quote: the key is these bytes as they are. */
function isPlainAscii(bytes: Uint8Array, start: number, end: number): boolean {
  for (let index = start; index < end; index += 1) {
    const byte = bytes[index] ?? 0;
    if (byte > 0x7f || byte === QUOTE) {
      return false;
    }
  }
  return true;
}

function grow(array: Uint32Array<ArrayBuffer>): Uint32Array<ArrayBuffer> {
  const bigger = new Uint32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
