import {
  hasKbartKeyColumn,
  kbartEncodingOf,
  kbartRecords,
  parseKbartHeader,
  parseKbartLine,
  type KbartRow,
} from '@sillage/pipeline';

/** What {@link kbartChunks} left out of a file, for the sync's log. */
export interface KbartLeftOut {
  /** Records longer than MAX_KBART_RECORD_CHARS. */
  oversized: number;
  /** The header names no column events can match on: the file's rows can never match. */
  keyless: boolean;
}

// As many rows as the repository writes in one statement: a chunk is parsed in one go, on the
// thread that (with the embedded database) also answers requests.
const CHUNK_ROWS = 1000;

/**
 * Longest record (in characters) loaded into the database. A real KBART row is a few hundred; a
 * file whose "row" was a 150 MB run without a line end grew the embedded database's memory by
 * gigabytes for good. Longer records are left out and counted.
 */
export const MAX_KBART_RECORD_CHARS = 1 << 20;

/**
 * The rows of one KBART file (UTF-8, or Windows-1252 when the bytes are not valid UTF-8), in chunks
 * so a big file is parsed while the previous chunk is written; rows without any value are skipped.
 * Records are read as the file-based index reads them (`kbartRecords`: a quoted cell may hold a
 * line break), so a job enriched from the database finds what `sillage process` finds. Records
 * over MAX_KBART_RECORD_CHARS are counted in `left.oversized`; a header naming no column events
 * are matched on (no KBART header at all) sets `left.keyless`.
 */
export function* kbartChunks(
  bytes: Buffer,
  left: KbartLeftOut = { oversized: 0, keyless: false },
): Generator<KbartRow[]> {
  let columns: string[] | undefined;
  let chunk: KbartRow[] = [];
  for (const record of kbartRecords(bytes, kbartEncodingOf(bytes))) {
    if (columns === undefined) {
      columns = parseKbartHeader(record);
      left.keyless = !hasKbartKeyColumn(columns);
      continue;
    }
    if (record.length > MAX_KBART_RECORD_CHARS) {
      left.oversized += 1;
      continue;
    }
    const row = parseKbartLine(record, columns);
    if (Object.keys(row).length > 0) {
      chunk.push(row);
      if (chunk.length === CHUNK_ROWS) {
        yield chunk;
        chunk = [];
      }
    }
  }
  if (chunk.length > 0) {
    yield chunk;
  }
}

/**
 * Orders a platform's packages for precedence (the first row wins when several match): by the
 * rank of the folder holding the file, then by file name, as the file-based loader of `sillage
 * process` reads them (its `--pkb` folders in order, then the packs) and as the reference's glob
 * orders one folder. Ranks are zero-padded so that text order is number order.
 */
export function kbartSortKey(name: string, rank = 0): string {
  return `${String(rank).padStart(4, '0')}/${name}`;
}
