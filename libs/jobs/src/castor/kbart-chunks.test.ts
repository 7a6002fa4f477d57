import { kbartChunks } from './kbart-chunks.js';

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
});
