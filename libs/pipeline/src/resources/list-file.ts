import { readFile } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';

const BOM = '\uFEFF';

/** Decodes a text file's bytes as UTF-8 (BOM removed), falling back to Latin-1 when the bytes are not valid UTF-8. */
export function decodeText(bytes: Buffer): string {
  const text = isUtf8(bytes) ? bytes.toString('utf8') : bytes.toString('latin1');
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/**
 * Splits a one-entry-per-line list into trimmed entries; `#` starts a comment anywhere on a line,
 * blank lines are skipped, and LF, CRLF and CR line ends are all accepted.
 */
export function parseListText(text: string): string[] {
  const entries: string[] = [];
  for (const rawLine of (text.startsWith(BOM) ? text.slice(1) : text).split(/\r\n|\n|\r/)) {
    const hash = rawLine.indexOf('#');
    const entry = (hash === -1 ? rawLine : rawLine.slice(0, hash)).trim();
    if (entry !== '') {
      entries.push(entry);
    }
  }
  return entries;
}

/** Reads a list file (see {@link parseListText}). */
export async function readListFile(file: string): Promise<string[]> {
  return parseListText(decodeText(await readFile(file)));
}
