import { kbartChunks, MAX_KBART_RECORD_CHARS } from './kbart-chunks.js';

const rowsOf = (text: string) => [...kbartChunks(Buffer.from(text))].flat();

describe('kbartChunks', () => {
  it('reads a quoted cell to its closing quote, line breaks and tabs included', () => {
    expect(
      rowsOf(
        [
          'publication_title\ttitle_id',
          '"Two-line\r\n"\tt1',
          '"With\ta tab"\tt2',
          'Plain\tt3',
        ].join('\r\n'),
      ),
    ).toEqual([
      { publication_title: 'Two-line', title_id: 't1' },
      { publication_title: 'With\ta tab', title_id: 't2' },
      { publication_title: 'Plain', title_id: 't3' },
    ]);
  });

  it('reads a file saved with old Mac line ends as the file-based index does', () => {
    expect(rowsOf('title_id\tpublication_title\rc1\tOld Mac Journal\r')).toEqual([
      { title_id: 'c1', publication_title: 'Old Mac Journal' },
    ]);
  });

  it('reads a file that is not UTF-8 as Windows-1252, as the file-based index does', () => {
    // “Revue” – 0x93, 0x94 and 0x96 are Windows-1252's quotes and dash; 0xE9 is é.
    const bytes = Buffer.concat([
      Buffer.from('title_id\tpublication_title\nw1\t'),
      Buffer.from([0x93, 0x52, 0x65, 0x76, 0x75, 0x65, 0x94, 0x20, 0x96, 0x20, 0xe9, 0x64, 0x2e]),
      Buffer.from('\n'),
    ]);
    expect([...kbartChunks(bytes)].flat()).toEqual([
      { title_id: 'w1', publication_title: '“Revue” – éd.' },
    ]);
  });

  it('leaves out and counts a record longer than any KBART row, keeping the rows around it', () => {
    const left = { oversized: 0, keyless: false };
    const text =
      'publication_title\tprint_identifier\n' +
      'First\t1111-1111\n' +
      `${'x'.repeat(MAX_KBART_RECORD_CHARS + 1)}\n` +
      'Last\t2222-2222\n';
    expect([...kbartChunks(Buffer.from(text), left)].flat()).toEqual([
      { publication_title: 'First', print_identifier: '1111-1111' },
      { publication_title: 'Last', print_identifier: '2222-2222' },
    ]);
    expect(left.oversized).toBe(1);
    expect(left.keyless).toBe(false);
  });

  it('says when the header names no column an event can be matched on', () => {
    for (const [text, keyless] of [
      ['publication_title\tonline_identifier\nA\t1234-5678\n', false],
      ['"doi"\tpublication_title\n10.1/x\tA\n', false],
      ['publication_title,print_identifier\nA,0012-1606\n', true],
      ['publication_title\tpublisher_name\nA\tB\n', true],
      ['To do: ask the publisher for a list\n', true],
    ] as const) {
      const left = { oversized: 0, keyless: !keyless };
      [...kbartChunks(Buffer.from(text), left)].flat();
      expect([text, left.keyless]).toEqual([text, keyless]);
    }
  });
});
