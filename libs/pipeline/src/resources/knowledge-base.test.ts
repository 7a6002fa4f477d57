import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadKnowledgeBases, type KnowledgeBaseKeys } from './index.js';

const ACCEPTANCE = path.resolve(__dirname, '../../../../../shared/acceptance');
const HEADER =
  'publication_title\tprint_identifier\tonline_identifier\ttitle_url\ttitle_id\tdoi\tpublisher_name';

function kbart(...rows: string[][]): string {
  return [HEADER, ...rows.map((row) => row.join('\t'))].join('\n') + '\n';
}

async function makeTree(files: Record<string, string | Buffer>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'kb-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return root;
}

async function lookupOne(dirs: string[], platform: string, keys: KnowledgeBaseKeys, options = {}) {
  const knowledgeBase = await loadKnowledgeBases(dirs, options);
  const [row] = await knowledgeBase.lookupBatch([{ platform, keys }]);
  return row;
}

describe('loadKnowledgeBases', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTree({
      'acme/ACME_GLOBAL_ALL_2020-01-01.txt': kbart(
        ['Old Journal', '1111-1111', '2222-2222', '', 'old', '', 'Acme'],
        ['Book', '978-1-4302-1998-9', '', '', 'book1', '10.1000/book1', 'Acme'],
      ),
      'acme/ACME_GLOBAL_ALL_2024-01-01.txt': kbart([
        'New Journal',
        '1111-1111',
        '',
        '',
        'new',
        '',
        'Acme 2',
      ]),
      'acme/ACME_GLOBAL_ALL_2024-01-01.miss.txt': kbart([
        'Missed',
        '9999-9999',
        '',
        '',
        'missed',
        '',
        '',
      ]),
      'other/OTHER_2021-01-01.txt': kbart([
        'Other Journal',
        '1111-1111',
        '',
        '',
        'other',
        '',
        'Other',
      ]),
    });
  });

  it.each<[string, string, KnowledgeBaseKeys, string | undefined]>([
    ['title_id', 'acme', { title_id: 'book1' }, 'Book'],
    [
      'print identifier against the print column',
      'acme',
      { print_identifier: '978-1-4302-1998-9' },
      'Book',
    ],
    [
      'online identifier against the print column',
      'acme',
      { online_identifier: '978-1-4302-1998-9' },
      'Book',
    ],
    [
      'print identifier against the online column',
      'acme',
      { print_identifier: '2222-2222' },
      'Old Journal',
    ],
    ['doi', 'acme', { doi: '10.1000/book1' }, 'Book'],
    [
      'the same identifier on another platform',
      'other',
      { print_identifier: '1111-1111' },
      'Other Journal',
    ],
    ['an unknown platform', 'nobody', { title_id: 'book1' }, undefined],
    ['a title_id of another platform', 'other', { title_id: 'book1' }, undefined],
    ['empty keys', 'acme', { title_id: '', doi: '' }, undefined],
    ['no keys', 'acme', {}, undefined],
    ['a *.miss.txt file (never loaded)', 'acme', { title_id: 'missed' }, undefined],
    ['a key that differs only by case (exact match)', 'acme', { title_id: 'BOOK1' }, undefined],
  ])('matches by %s', async (_case, platform, keys, expected) => {
    const row = await lookupOne([root], platform, keys);
    expect(row?.publication_title).toBe(expected);
  });

  it('returns every non-empty column of the row', async () => {
    expect(await lookupOne([root], 'acme', { title_id: 'book1' })).toEqual({
      publication_title: 'Book',
      print_identifier: '978-1-4302-1998-9',
      title_id: 'book1',
      doi: '10.1000/book1',
      publisher_name: 'Acme',
    });
  });

  it('shares rows frozen, so a caller cannot corrupt later answers', async () => {
    const knowledgeBase = await loadKnowledgeBases([root]);
    const [first] = await knowledgeBase.lookupBatch([
      { platform: 'acme', keys: { title_id: 'book1' } },
    ]);
    const [second] = await knowledgeBase.lookupBatch([
      { platform: 'acme', keys: { doi: '10.1000/book1' } },
    ]);
    expect(Object.isFrozen(first)).toBe(true);
    expect(second).toBe(first);
  });

  it('answers with the first loaded row by default (packages in name order), as the reference does', async () => {
    expect((await lookupOne([root], 'acme', { print_identifier: '1111-1111' }))?.title_id).toBe(
      'old',
    );
  });

  it('orders packages by name, not by date, when both match', async () => {
    // The reference's golden outputs: `WILEY_COUPERIN_FULL_2018-…` answers before
    // `WILEY_GLOBAL_ALLJOURNALS_2016-…` for a journal both list.
    const tree = await makeTree({
      'wiley/WILEY_GLOBAL_ALLJOURNALS_2016-08-31.txt': kbart([
        'Global',
        '',
        '1932-5231',
        '',
        'global',
        '',
        '',
      ]),
      'wiley/WILEY_COUPERIN_FULL_2018-05-02.txt': kbart([
        'Couperin',
        '',
        '1932-5231',
        '',
        'couperin',
        '',
        '',
      ]),
    });
    expect((await lookupOne([tree], 'wiley', { online_identifier: '1932-5231' }))?.title_id).toBe(
      'couperin',
    );
  });

  it('answers with the newest package when asked', async () => {
    const row = await lookupOne(
      [root],
      'acme',
      { print_identifier: '1111-1111' },
      { precedence: 'last' },
    );
    expect(row?.title_id).toBe('new');
  });

  it('picks the earliest row over all matching keys', async () => {
    const row = await lookupOne([root], 'acme', { title_id: 'new', print_identifier: '2222-2222' });
    expect(row?.title_id).toBe('old');
  });

  it('answers a batch in request order and counts its rows', async () => {
    const knowledgeBase = await loadKnowledgeBases([root]);
    const rows = await knowledgeBase.lookupBatch([
      { platform: 'acme', keys: { title_id: 'new' } },
      { platform: 'acme', keys: { title_id: 'none' } },
      { platform: 'other', keys: { title_id: 'other' } },
    ]);
    expect(rows.map((row) => row?.title_id)).toEqual(['new', undefined, 'other']);
    expect(knowledgeBase.size).toBe(4);
  });

  it('reads the files of a platform beside a folder or a dead link named *.txt', async () => {
    const tree = await makeTree({
      'kbp/KBP_ALL_2020-01-01.txt': kbart(['Title One', '', '', '', 't1', '', 'KBP']),
    });
    await mkdir(path.join(tree, 'kbp', 'zz.txt'));
    await symlink(path.join(tree, 'kbp', 'gone.txt'), path.join(tree, 'kbp', 'zy.txt'));
    expect(await lookupOne([tree], 'kbp', { title_id: 't1' })).toMatchObject({
      publication_title: 'Title One',
    });
  });

  it('reads CRLF, CR-only, BOM, quoted, Latin-1 and empty files', async () => {
    const tree = await makeTree({
      'crlf/a_2020-01-01.txt': `\uFEFF${kbart(['CRLF Journal', '', '', '', 'crlf', '', '']).replaceAll('\n', '\r\n')}`,
      'quoted/a_2020-01-01.txt': '"title_id"\t"publication_title"\n"q1"\t"Quoted ""Journal"""\n',
      'latin/a_2020-01-01.txt': Buffer.from(
        'title_id\tpublication_title\nl1\tM\xe9decine\n',
        'latin1',
      ),
      'cr-only/a_2020-01-01.txt': 'title_id\tpublication_title\rc1\tOld Mac Journal\r',
      'empty/a_2020-01-01.txt': '',
      'header-only/a_2020-01-01.txt': `${HEADER}\n`,
    });
    const knowledgeBase = await loadKnowledgeBases([tree]);
    const rows = await knowledgeBase.lookupBatch([
      { platform: 'crlf', keys: { title_id: 'crlf' } },
      { platform: 'quoted', keys: { title_id: 'q1' } },
      { platform: 'latin', keys: { title_id: 'l1' } },
      { platform: 'cr-only', keys: { title_id: 'c1' } },
    ]);
    expect(rows.map((row) => row?.publication_title)).toEqual([
      'CRLF Journal',
      'Quoted "Journal"',
      'Médecine',
      'Old Mac Journal',
    ]);
    expect(knowledgeBase.size).toBe(4);
  });

  it('reads a quoted cell to its closing quote, line breaks and tabs included', async () => {
    const tree = await makeTree({
      'spread/a_2020-01-01.txt': [
        'publication_title\ttitle_id\tprint_identifier',
        '"Two-line\r\n"\tt1\t1111-1111',
        '"With\ta tab"\tt2\t2222-2222',
        // An opening quote never closed is text: it must not swallow the rows after it.
        '"Unclosed\tt3\t3333-3333',
        'Plain\tt4\t4444-4444',
      ].join('\r\n'),
    });
    const knowledgeBase = await loadKnowledgeBases([tree]);
    const rows = await knowledgeBase.lookupBatch(
      ['t1', 't2', 't3', 't4'].map((id) => ({ platform: 'spread', keys: { title_id: id } })),
    );
    expect(rows.map((row) => [row?.publication_title, row?.print_identifier])).toEqual([
      ['Two-line', '1111-1111'],
      ['With\ta tab', '2222-2222'],
      ['"Unclosed', '3333-3333'],
      ['Plain', '4444-4444'],
    ]);
  });

  it('leaves out a file it cannot read, and only it: other files and platforms still answer', async () => {
    const tree = await makeTree({
      'a/A1_2020-01-01.txt': kbart(['Kept', '', '', '', 'a1', '', '']),
      'a/A2_2020-01-01.txt': kbart(['Gone', '', '', '', 'a2', '', '']),
      'b/B_2020-01-01.txt': kbart(['Other platform', '', '', '', 'b1', '', '']),
    });
    const knowledgeBase = await loadKnowledgeBases([tree]);
    // Removed between the listing and the first look-up (a pack update, an rsync).
    await rm(path.join(tree, 'a/A2_2020-01-01.txt'));
    const ask = () =>
      knowledgeBase.lookupBatch(
        ['a1', 'a2', 'b1'].map((id) => ({
          platform: id.startsWith('a') ? 'a' : 'b',
          keys: { title_id: id },
        })),
      );
    expect((await ask()).map((row) => row?.publication_title)).toEqual([
      'Kept',
      undefined,
      'Other platform',
    ]);
    expect(knowledgeBase.unreadFiles?.()).toEqual([
      {
        file: 'a/A2_2020-01-01.txt',
        reason: 'it was removed after the knowledge base was listed',
      },
    ]);
    // Asked again, the platform answers from what it read, and the file is told once.
    expect((await ask()).map((row) => row?.publication_title)).toEqual([
      'Kept',
      undefined,
      'Other platform',
    ]);
    expect(knowledgeBase.unreadFiles?.()).toHaveLength(1);
  });

  it('matches a column named twice on its last value, the one the row it answers holds', async () => {
    const tree = await makeTree({
      'twice/a_2020-01-01.txt': 'title_id\tpublication_title\ttitle_id\nfirst\tJournal\tlast\n',
    });
    const knowledgeBase = await loadKnowledgeBases([tree]);
    const rows = await knowledgeBase.lookupBatch([
      { platform: 'twice', keys: { title_id: 'last' } },
      { platform: 'twice', keys: { title_id: 'first' } },
    ]);
    expect(rows.map((row) => row?.title_id)).toEqual(['last', undefined]);
  });

  it("reads the Lyell Collection's titles that hold a line break (real file)", async () => {
    const row = await lookupOne([path.join(ACCEPTANCE, 'pkb')], 'lc', { title_id: 'M0047' });
    // (Its dash is a Mac Roman byte, read as the Windows-1252 letter, as the reference reads it.)
    expect(row?.publication_title).toMatch(
      /^The Andaman.Nicobar Accretionary Ridge: Geology, Tectonics and Hazards$/,
    );
    expect(row?.online_identifier).toBe('978-1-78620-301-4');
  });

  it('reads each row of a file mixing Latin-1 and UTF-8 rows as what it is', async () => {
    const tree = await makeTree({
      'mixed/a_2020-01-01.txt': Buffer.concat([
        Buffer.from('title_id\tpublication_title\nl1\tM\xe9decine\n', 'latin1'),
        Buffer.from('u1\tTitre été\n', 'utf8'),
      ]),
    });
    const knowledgeBase = await loadKnowledgeBases([tree]);
    const rows = await knowledgeBase.lookupBatch([
      { platform: 'mixed', keys: { title_id: 'l1' } },
      { platform: 'mixed', keys: { title_id: 'u1' } },
    ]);
    expect(rows.map((row) => row?.publication_title)).toEqual(['Médecine', 'Titre été']);
  });

  it('reads a file that is not UTF-8 as Windows-1252: curly quotes and dashes, not control characters', async () => {
    // L’Économie – revue (0x92 and 0x96 are Windows-1252's ’ and –, C1 controls in Latin-1).
    const title = Buffer.from([
      0x4c, 0x92, 0xc9, 0x63, 0x6f, 0x6e, 0x6f, 0x6d, 0x69, 0x65, 0x20, 0x96, 0x20, 0x72, 0x65,
      0x76, 0x75, 0x65,
    ]);
    const tree = await makeTree({
      'cp/a_2020-01-01.txt': Buffer.concat([
        Buffer.from('title_id\tpublication_title\nw1\t'),
        title,
        Buffer.from('\n'),
      ]),
    });
    const knowledgeBase = await loadKnowledgeBases([tree]);
    const [row] = await knowledgeBase.lookupBatch([{ platform: 'cp', keys: { title_id: 'w1' } }]);
    expect(row?.publication_title).toBe('L’Économie – revue');
  });

  it('reads a platform pack (<platform>/pkb/*.txt) and merges several folders', async () => {
    const pack = await makeTree({
      'acme/manifest.json': '{}',
      'acme/pkb/ACME_PACK_2025-01-01.txt': kbart(['Pack Journal', '', '', '', 'pack', '', '']),
      'noknowledge/manifest.json': '{}',
    });
    for (const layout of [undefined, 'pack'] as const) {
      const knowledgeBase = await loadKnowledgeBases([root, pack], { layout });
      const rows = await knowledgeBase.lookupBatch([
        { platform: 'acme', keys: { title_id: 'pack' } },
        { platform: 'acme', keys: { title_id: 'book1' } },
      ]);
      expect(rows.map((row) => row?.publication_title)).toEqual([
        'Pack Journal',
        layout === 'pack' ? undefined : 'Book',
      ]);
    }
  });

  it('reads a platform at its first look-up, once, even for batches asking at the same time', async () => {
    const knowledgeBase = await loadKnowledgeBases([root]);
    expect(knowledgeBase.fileCount).toBe(3);
    expect(knowledgeBase.size).toBe(0);
    const batches = await Promise.all(
      ['new', 'book1', 'old'].map((titleId) =>
        knowledgeBase.lookupBatch([{ platform: 'acme', keys: { title_id: titleId } }]),
      ),
    );
    expect(batches.map(([row]) => row?.title_id)).toEqual(['new', 'book1', 'old']);
    // acme's three rows only: `other` has not been asked for.
    expect(knowledgeBase.size).toBe(3);
    await knowledgeBase.lookupBatch([{ platform: 'nowhere', keys: { title_id: 'new' } }]);
    expect(knowledgeBase.size).toBe(3);
  });

  it('answers as a preloaded knowledge base does', async () => {
    const requests = [
      { platform: 'other', keys: { print_identifier: '1111-1111' } },
      { platform: 'acme', keys: { print_identifier: '1111-1111' } },
      { platform: 'acme', keys: { online_identifier: '2222-2222' } },
      { platform: 'acme', keys: { doi: '10.1000/book1' } },
    ];
    for (const precedence of ['first', 'last'] as const) {
      const lazy = await loadKnowledgeBases([root], { precedence });
      const preloaded = await loadKnowledgeBases([root], { precedence, preload: true });
      const lazyRows = await lazy.lookupBatch(requests);
      expect(lazyRows).toEqual(await preloaded.lookupBatch(requests));
      expect(lazyRows.every(Boolean)).toBe(true);
    }
  });

  it('rejects a folder that does not exist', async () => {
    await expect(loadKnowledgeBases([path.join(tmpdir(), 'no-such-kb')])).rejects.toThrow(
      /Knowledge-base folder not found/,
    );
  });

  it('loads nothing from no folder', async () => {
    expect((await loadKnowledgeBases([])).size).toBe(0);
  });
});

describe('loadKnowledgeBases on the reference knowledge bases', () => {
  let knowledgeBase: Awaited<ReturnType<typeof loadKnowledgeBases>>;
  beforeAll(async () => {
    knowledgeBase = await loadKnowledgeBases([path.join(ACCEPTANCE, 'pkb')], { preload: true });
  }, 60_000);

  it('loads about 240 000 rows', () => {
    expect(knowledgeBase.size).toBeGreaterThan(235_000);
  });

  it.each<[string, KnowledgeBaseKeys, string]>([
    ['edp', { title_id: 'medsci' }, 'médecine/sciences'],
    ['aip', { print_identifier: '1674-0068' }, 'Chinese Journal of Chemical Physics'],
    ['aip', { title_id: 'taml' }, 'Theoretical and Applied Mechanics Letters'],
  ])('finds %s %j', async (platform, keys, title) => {
    const [row] = await knowledgeBase.lookupBatch([{ platform, keys }]);
    expect(row?.publication_title).toBe(title);
  });
});
