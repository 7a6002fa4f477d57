import { isUtf8 } from 'node:buffer';
import {
  cleanKbartCell,
  decodeKbart,
  hasQuote,
  kbartEncodingOf,
  kbartRecordRanges,
  parseKbartHeader,
  parseKbartLine,
  splitKbartCells,
  type KbartEncoding,
  type KbartRow,
} from './kbart.js';

const TAB = 9;

/** Which row answers when several rows match: the first loaded (the reference's natural order) or the last. */
export type KnowledgeBasePrecedence = 'first' | 'last';

interface PlatformIndex {
  titleId: Map<string, number>;
  /** print_identifier and online_identifier values together: either one matches either column. */
  identifier: Map<string, number>;
  doi: Map<string, number>;
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

function keyMapOf(
  index: PlatformIndex,
  keyColumns: KeyColumns,
  column: number,
): Map<string, number> | undefined {
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
 * In-memory KBART index: file bytes stay as Buffers, rows are byte ranges, and only the four join
 * keys become strings (one Map per platform per key); a row is decoded when it is looked up.
 */
export class KnowledgeBaseIndex {
  private readonly platforms = new Map<string, PlatformIndex>();
  private readonly files: SourceFile[] = [];
  private rowFile = new Uint32Array(1024);
  private rowStart = new Uint32Array(1024);
  private rowEnd = new Uint32Array(1024);
  private rowCount = 0;
  private readonly decoded = new Map<number, KbartRow>();

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
    const encoding = kbartEncodingOf(bytes);
    let columns: string[] | undefined;
    let keyColumns: KeyColumns | undefined;
    const fileIndex = this.files.length;
    const index = this.platformIndex(platform);
    for (const [start, end] of kbartRecordRanges(bytes)) {
      if (columns === undefined) {
        const header = decodeKbart(bytes, encoding, start, end);
        if (header.trim() !== '') {
          columns = parseKbartHeader(header);
          keyColumns = findKeyColumns(columns);
        }
      } else if (keyColumns !== undefined) {
        this.indexRow(index, keyColumns, fileIndex, bytes, encoding, start, end);
      }
    }
    this.files.push({ bytes, encoding, columns: columns ?? [] });
  }

  // Decodes only the key cells of one data line; the row gets a number once it has a key, since a
  // row without any key can never answer.
  private indexRow(
    index: PlatformIndex,
    keyColumns: KeyColumns,
    fileIndex: number,
    bytes: Buffer,
    encoding: KbartEncoding,
    start: number,
    end: number,
  ): void {
    if (hasQuote(bytes, start, end)) {
      this.indexQuotedRow(index, keyColumns, fileIndex, decodeKbart(bytes, encoding, start, end), [
        start,
        end,
      ]);
      return;
    }
    let row = -1;
    let cellStart = start;
    for (let column = 0; column <= keyColumns.last && cellStart <= end; column += 1) {
      let cellEnd = bytes.indexOf(TAB, cellStart);
      if (cellEnd === -1 || cellEnd > end) {
        cellEnd = end;
      }
      const target = cellEnd > cellStart ? keyMapOf(index, keyColumns, column) : undefined;
      if (target !== undefined) {
        const key = cleanKbartCell(decodeKbart(bytes, encoding, cellStart, cellEnd));
        if (key !== '') {
          if (row === -1) {
            row = this.pushRow(fileIndex, start, end);
          }
          this.addKey(target, key, row);
        }
      }
      cellStart = cellEnd + 1;
    }
  }

  // The rare row with a quoted cell, which may hold tabs: split as text (see splitKbartCells).
  private indexQuotedRow(
    index: PlatformIndex,
    keyColumns: KeyColumns,
    fileIndex: number,
    record: string,
    [start, end]: [number, number],
  ): void {
    let row = -1;
    const cells = splitKbartCells(record);
    for (let column = 0; column <= keyColumns.last && column < cells.length; column += 1) {
      const target = keyMapOf(index, keyColumns, column);
      const key = target === undefined ? '' : cleanKbartCell(cells[column] ?? '');
      if (target !== undefined && key !== '') {
        if (row === -1) {
          row = this.pushRow(fileIndex, start, end);
        }
        this.addKey(target, key, row);
      }
    }
  }

  /** Finds the row of `platform` matching any of the keys (print and online identifiers cross-match). */
  lookup(platform: string, keys: KnowledgeBaseKeys): KbartRow | undefined {
    const index = this.platforms.get(platform);
    if (index === undefined) {
      return undefined;
    }
    const candidates = [
      find(index.titleId, keys.title_id),
      find(index.identifier, keys.print_identifier),
      find(index.identifier, keys.online_identifier),
      find(index.doi, keys.doi),
    ];
    let best = -1;
    for (const row of candidates) {
      if (
        row !== undefined &&
        (best === -1 || (this.precedence === 'first' ? row < best : row > best))
      ) {
        best = row;
      }
    }
    return best === -1 ? undefined : this.decodeRow(best);
  }

  private platformIndex(platform: string): PlatformIndex {
    let index = this.platforms.get(platform);
    if (index === undefined) {
      index = { titleId: new Map(), identifier: new Map(), doi: new Map() };
      this.platforms.set(platform, index);
    }
    return index;
  }

  private addKey(map: Map<string, number>, key: string, row: number): void {
    if (this.precedence === 'last' || !map.has(key)) {
      map.set(key, row);
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

function find(map: Map<string, number>, key: string | undefined): number | undefined {
  return key === undefined || key === '' ? undefined : map.get(key);
}

function grow(array: Uint32Array<ArrayBuffer>): Uint32Array<ArrayBuffer> {
  const bigger = new Uint32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
