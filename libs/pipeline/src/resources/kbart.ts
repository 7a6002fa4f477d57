/** One knowledge-base row: KBART column → non-empty value. */
export type KbartRow = Record<string, string>;

const BOM = '\uFEFF';

/** Cleans one KBART cell: trims it and removes the surrounding double quotes some vendors add (`""` → `"`). */
export function cleanKbartCell(cell: string): string {
  let value = cell.trim();
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    value = value.slice(1, -1).replaceAll('""', '"').trim();
  }
  return value;
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
  const cells = line.split('\t');
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
  const lines = text.split('\n');
  let index = 0;
  while (index < lines.length && (lines[index] ?? '').replace(BOM, '').trim() === '') {
    index += 1;
  }
  if (index >= lines.length) {
    return { columns: [], rows: [] };
  }
  const columns = parseKbartHeader(lines[index] ?? '');
  const rows: KbartRow[] = [];
  for (index += 1; index < lines.length; index += 1) {
    const line = (lines[index] ?? '').replace(/\r$/, '');
    if (line.trim() === '') {
      continue;
    }
    const row = parseKbartLine(line, columns);
    if (Object.keys(row).length > 0) {
      rows.push(row);
    }
  }
  return { columns, rows };
}
