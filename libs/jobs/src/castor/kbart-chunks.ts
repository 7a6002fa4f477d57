import { isUtf8 } from 'node:buffer';
import { parseKbartHeader, parseKbartLine, type KbartRow } from '@sillage/pipeline';

const CHUNK_ROWS = 5000;

/**
 * The rows of one KBART file (UTF-8, or Latin-1 when the bytes are not valid UTF-8), in chunks
 * so a big file is parsed while the previous chunk is written; rows without any value are skipped.
 */
export function* kbartChunks(bytes: Buffer): Generator<KbartRow[]> {
  const text = bytes.toString(isUtf8(bytes) ? 'utf8' : 'latin1');
  let columns: string[] | undefined;
  let chunk: KbartRow[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) {
      end = text.length;
    }
    const line = text.slice(start, end).replace(/\r$/, '');
    start = end + 1;
    if (line.trim() === '') {
      continue;
    }
    if (columns === undefined) {
      columns = parseKbartHeader(line);
      continue;
    }
    const row = parseKbartLine(line, columns);
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
 * Orders a platform's packages by file name, as the reference's glob and the file-based loader do
 * (the first row wins when several match).
 */
export function kbartSortKey(name: string): string {
  return name;
}
