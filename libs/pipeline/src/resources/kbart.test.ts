import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cleanKbartCell, parseKbart } from './index.js';

const ACCEPTANCE = path.resolve(__dirname, '../../../../../shared/acceptance');

describe('cleanKbartCell', () => {
  it.each([
    ['a plain value', 'Nature', 'Nature'],
    ['padding', '  Nature \t', 'Nature'],
    ['surrounding quotes', '"2095-0349"', '2095-0349'],
    ['doubled quotes inside quotes', '"The ""Best"" Journal"', 'The "Best" Journal'],
    ['an empty quoted value', '""', ''],
    ['a lone quote', '"', '"'],
    ['a quote only at the start', '"print_identifier', '"print_identifier'],
  ])('%s', (_case, cell, expected) => {
    expect(cleanKbartCell(cell)).toBe(expected);
  });
});

describe('parseKbart', () => {
  it.each([
    [
      'a header and rows, dropping empty cells',
      'publication_title\tprint_identifier\ttitle_id\nNature\t0028-0836\tnature\nScience\t\tscience\n',
      ['publication_title', 'print_identifier', 'title_id'],
      [
        { publication_title: 'Nature', print_identifier: '0028-0836', title_id: 'nature' },
        { publication_title: 'Science', title_id: 'science' },
      ],
    ],
    [
      'CRLF line ends and a BOM',
      '\uFEFFtitle_id\tdoi\r\na\t10.1/x\r\n',
      ['title_id', 'doi'],
      [{ title_id: 'a', doi: '10.1/x' }],
    ],
    [
      'a fully quoted file',
      '"title_id"\t"publication_title"\n"taml"\t"Theoretical and Applied Mechanics Letters"\n',
      ['title_id', 'publication_title'],
      [{ title_id: 'taml', publication_title: 'Theoretical and Applied Mechanics Letters' }],
    ],
    [
      'cells beyond the header and unnamed columns',
      'title_id\t\tpublisher_name\na\tlost\tEDP\textra\n',
      ['title_id', '', 'publisher_name'],
      [{ title_id: 'a', publisher_name: 'EDP' }],
    ],
    [
      'short rows',
      'title_id\tprint_identifier\tonline_identifier\na\n',
      ['title_id', 'print_identifier', 'online_identifier'],
      [{ title_id: 'a' }],
    ],
    [
      'blank lines, tab-only lines and leading blank lines',
      '\n\ntitle_id\n\na\n\t\t\n   \nb',
      ['title_id'],
      [{ title_id: 'a' }, { title_id: 'b' }],
    ],
    ['an empty text', '', [], []],
    ['only blank lines', '\n\r\n\n', [], []],
    ['only a header', 'title_id\tdoi\n', ['title_id', 'doi'], []],
  ])('parses %s', (_case, text, columns, rows) => {
    expect(parseKbart(text)).toEqual({ columns, rows });
  });

  it('keeps a stray quote of a malformed header as part of the name (reference invalid-syntax.pkb.txt)', async () => {
    const text = await readFile(path.join(ACCEPTANCE, 'logs/invalid-syntax.pkb.txt'), 'utf8');
    const { columns, rows } = parseKbart(text);
    expect(columns).toEqual([
      'publication_title',
      'title_id',
      '"print_identifier',
      'online_identifier',
      'doi',
    ]);
    expect(rows[0]).toEqual({
      publication_title: 'Test some-pid',
      '"print_identifier': '978-1-4302-1998-9',
    });
  });

  it('reads the first line as the header even when it is data (reference no-header-line.validator.pkb.txt)', async () => {
    const text = await readFile(
      path.join(ACCEPTANCE, 'logs/no-header-line.validator.pkb.txt'),
      'utf8',
    );
    const { columns, rows } = parseKbart(text);
    expect(columns[0]).toBe('Test PISBN 13 missing a bloc');
    expect(rows.length).toBeGreaterThan(0);
  });

  it('keeps non-ASCII identifiers as they are (reference rid.validator.pkb.txt)', async () => {
    const text = await readFile(path.join(ACCEPTANCE, 'logs/rid.validator.pkb.txt'), 'utf8');
    const { rows } = parseKbart(text);
    expect(rows.find((row) => row.title_id === 'PID2')?.print_identifier).toBe('1–931836–59–0');
  });
});
