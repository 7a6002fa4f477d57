import { coerceToString } from '../recognition/coerce-string.js';

/** One row of a reference test table: `in-*` cells form the input EC, `out-*` cells the expected fields. */
export interface TestRow {
  file: string;
  /** 1-based line of the row's first character in the file. */
  line: number;
  input: Record<string, string>;
  expected: Record<string, string>;
}

/**
 * Splits `;`-separated, double-quote-quoted text into records (RFC 4180 style, CRLF or LF),
 * skipping empty lines, as the reference harness's CSV reader does.
 */
export function parseSemicolonCsv(text: string): { cells: string[]; line: number }[] {
  const records: { cells: string[]; line: number }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = (): void => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') {
      records.push({ cells, line: recordLine });
    }
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') {
          line += 1;
        }
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === ';') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') {
        i += 1;
      }
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      cell += char;
    }
  }
  if (cell !== '' || cells.length > 0) {
    endRecord();
  }
  return records;
}

/** Reads a test table: header names trimmed (BOM included), empty cells dropped, other columns ignored. */
export function readTestTable(text: string, file: string): TestRow[] {
  const [header, ...body] = parseSemicolonCsv(text);
  if (header === undefined) {
    return [];
  }
  const names = header.cells.map((name) => name.trim());
  return body.map(({ cells, line }) => {
    const row: TestRow = { file, line, input: {}, expected: {} };
    names.forEach((name, column) => {
      const value = cells[column];
      if (value === undefined || value.length === 0) {
        return;
      }
      if (name.startsWith('in-')) {
        row.input[name.slice(3)] = value;
      } else if (name.startsWith('out-')) {
        row.expected[name.slice(4)] = value;
      }
    });
    return row;
  });
}

function harnessString(actual: unknown): unknown {
  // The reference harness stringifies truthy values, false and 0; '', null, NaN and undefined stay as they are.
  if (actual === false || actual === 0 || Boolean(actual)) {
    return coerceToString(actual);
  }
  return actual;
}

/**
 * A parser's answer as the harness compares it, its values stringified once (see
 * harnessString): reading it here, where the caller guards it, means a getter or a `toString`
 * that throws fails the row, not the whole run, and the answer can be printed.
 */
export function harnessRecord(actual: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(actual).map((key) => [key, harnessString(actual[key])]));
}

/** The reference exact-match rule: over the union of keys, every stringified actual value equals the expected one. */
export function matchesExpected(
  actual: Record<string, unknown>,
  expected: Readonly<Record<string, string>>,
): boolean {
  for (const key of Object.keys(actual)) {
    if (harnessString(actual[key]) !== expected[key]) {
      return false;
    }
  }
  for (const key of Object.keys(expected)) {
    if (harnessString(actual[key]) !== expected[key]) {
      return false;
    }
  }
  return true;
}
