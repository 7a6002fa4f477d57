import type { CompiledQuery, KyselyPlugin } from 'kysely';
import { createTestDatabase, testDrivers } from '../testing/index.js';
import type { AppDatabase } from '../create-database.js';
import { createKnowledgeBaseRepository } from './knowledge-base.repository.js';

const file = (location: string, checksum = 'c1') => ({
  location,
  platform: 'npg',
  name: location.split('/').pop() ?? location,
  size: 10,
  checksum,
});

describe.each(testDrivers())('knowledge base on %s', (driver) => {
  let database: AppDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.executeSql('delete from kb_files');
  });

  it('loads a file in slices and finds rows by any key, identifiers crossing columns', async () => {
    const kb = createKnowledgeBaseRepository(database.db);
    const rows = Array.from({ length: 12_000 }, (_, index) => ({
      title_id: `t${String(index)}`,
      publication_title: `Title ${String(index)} "quoted"`,
      ...(index === 7 ? { print_identifier: '1234-5678', doi: '10.1/x' } : {}),
    }));
    expect(await kb.replaceFile(file('/kb/npg/a_2020-01-01.txt'), '2020-01-01 a', [rows])).toBe(
      12_000,
    );
    const answers = await kb.lookupBatch([
      { platform: 'npg', keys: { title_id: 't11999' } },
      { platform: 'npg', keys: { online_identifier: '1234-5678' } },
      { platform: 'npg', keys: { doi: '10.1/x' } },
      { platform: 'other', keys: { title_id: 't1' } },
      { platform: 'npg', keys: { title_id: 'missing' } },
    ]);
    expect(answers[0]?.publication_title).toBe('Title 11999 "quoted"');
    expect(answers[1]?.title_id).toBe('t7');
    expect(answers[2]?.title_id).toBe('t7');
    expect(answers.slice(3)).toEqual([undefined, undefined]);
    expect(await kb.countRows()).toBe(12_000);
    expect(await kb.listFiles()).toEqual([
      expect.objectContaining({
        location: '/kb/npg/a_2020-01-01.txt',
        rowCount: 12_000,
        state: 'synced',
      }),
    ]);
  });

  it('lists the distinct non-empty values of one column of a platform (pkb-domains hosts)', async () => {
    const kb = createKnowledgeBaseRepository(database.db);
    await kb.replaceFile(file('/kb/npg/hosts_2020-01-01.txt'), '2020 hosts', [
      [
        { title_id: 'a', 'pkb-domain': 'b.example.org' },
        { title_id: 'b', 'pkb-domain': 'a.example.org' },
        { title_id: 'c', 'pkb-domain': 'b.example.org' },
        { title_id: 'd' },
      ],
    ]);
    expect(await kb.columnValues('npg', 'pkb-domain')).toEqual(['a.example.org', 'b.example.org']);
    expect(await kb.columnValues('npg', 'title_url')).toEqual([]);
    expect(await kb.columnValues('other', 'pkb-domain')).toEqual([]);
  });

  it("reads one platform's column values without scanning every platform's rows", async () => {
    const kb = createKnowledgeBaseRepository(database.db);
    const others = Array.from({ length: 20_000 }, (_, index) => ({
      title_id: `t${String(index)}`,
      title_url: `https://big${String(index % 7)}.example.org/${String(index)}`,
    }));
    await kb.replaceFile({ ...file('/kb/big/all_2020-01-01.txt'), platform: 'big' }, 'big', [
      others,
    ]);
    await kb.replaceFile(file('/kb/npg/hosts_2020-01-01.txt'), 'npg', [
      [{ title_id: 'a', title_url: 'https://npg.example.org/a' }],
    ]);
    await database.executeSql('analyze kb_files');
    await database.executeSql('analyze kb_rows');
    // The statement the repository runs, planned as the database would run it.
    const statements: CompiledQuery[] = [];
    const capture: KyselyPlugin = {
      transformQuery(args) {
        statements.push(database.db.getExecutor().compileQuery(args.node, args.queryId));
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    };
    const captured = createKnowledgeBaseRepository(database.db.withPlugin(capture));
    expect(await captured.columnValues('npg', 'title_url')).toEqual(['https://npg.example.org/a']);
    const [statement] = statements;
    if (statement === undefined) {
      throw new Error('no statement captured');
    }
    const { rows } = await database.executeSql(`explain (format json) ${statement.sql}`, [
      ...statement.parameters,
    ]);
    const scans: { type: string; relation: string }[] = [];
    const walk = (node: Record<string, unknown>) => {
      if (typeof node['Relation Name'] === 'string') {
        scans.push({ type: String(node['Node Type']), relation: node['Relation Name'] });
      }
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) {
        walk(child);
      }
    };
    type Plan = [{ Plan: Record<string, unknown> }];
    // Postgres gives the plan as json, PGlite as its text.
    const plan = rows[0]?.['QUERY PLAN'] as Plan | string;
    walk((typeof plan === 'string' ? (JSON.parse(plan) as Plan) : plan)[0].Plan);
    expect(scans.filter((scan) => scan.relation === 'kb_rows')).toEqual([
      { type: expect.not.stringMatching(/^Seq Scan$/) as unknown, relation: 'kb_rows' },
    ]);
  });

  it('replaces the rows of a re-loaded file, orders by file then line, and deletes files', async () => {
    const kb = createKnowledgeBaseRepository(database.db);
    await kb.replaceFile(file('/kb/b'), '2021 b', [
      [{ title_id: 'x', publication_title: 'newer' }],
    ]);
    await kb.replaceFile(file('/kb/a'), '2020 a', [[{ title_id: 'x', publication_title: 'old' }]]);
    expect((await kb.lookupBatch([{ platform: 'npg', keys: { title_id: 'x' } }]))[0]).toEqual({
      title_id: 'x',
      publication_title: 'old',
    });
    await kb.replaceFile(file('/kb/a', 'c2'), '2020 a', [
      [{ title_id: 'y', publication_title: 'a2' }],
    ]);
    expect(
      (await kb.lookupBatch([{ platform: 'npg', keys: { title_id: 'x' } }]))[0]?.publication_title,
    ).toBe('newer');
    await kb.deleteFiles(['/kb/b']);
    expect(await kb.lookupBatch([{ platform: 'npg', keys: { title_id: 'x' } }])).toEqual([
      undefined,
    ]);
    expect(await kb.countRows()).toBe(1);
  });

  it('answers other queries while a file loads, with its old rows until the new ones are all in', async () => {
    const kb = createKnowledgeBaseRepository(database.db);
    await kb.replaceFile(file('/kb/a'), 'a', [[{ title_id: 'x', publication_title: 'old' }]]);
    const lookup = async () =>
      (await kb.lookupBatch([{ platform: 'npg', keys: { title_id: 'x' } }]))[0]?.publication_title;
    let loaded = false;
    const seenDuringLoad: (string | undefined)[] = [];
    const lookups: Promise<void>[] = [];
    async function* chunks() {
      yield [{ title_id: 'x', publication_title: 'new' }];
      // A reader that comes while the load runs: answered before the load ends, from the old rows.
      lookups.push(
        lookup().then((title) => {
          seenDuringLoad.push(loaded ? 'after the load' : title);
        }),
      );
      yield await new Promise<{ title_id: string }[]>((resolve) => {
        setTimeout(() => {
          resolve([{ title_id: 'y' }]);
        }, 50);
      });
      yield Array.from({ length: 2500 }, (_, index) => ({ title_id: `z${String(index)}` }));
    }
    const load = kb.replaceFile(file('/kb/a', 'c2'), 'a', chunks()).then((count) => {
      loaded = true;
      return count;
    });
    expect(await load).toBe(2502);
    await Promise.all(lookups);
    expect(seenDuringLoad).toEqual(['old']);
    expect(await lookup()).toBe('new');
    expect(await kb.countRows()).toBe(2502);
    expect((await kb.listFiles())[0]).toEqual(
      expect.objectContaining({ checksum: 'c2', rowCount: 2502, state: 'synced' }),
    );
    // The old generation is gone from the table, not only hidden.
    const stored = await database.executeSql(
      "select count(*)::int as n from kb_rows where file_location = '/kb/a'",
    );
    expect(stored.rows[0]).toEqual({ n: 2502 });
  });

  it('hides a file being deleted at once, and a deletion cut short leaves it to be loaded again', async () => {
    const kb = createKnowledgeBaseRepository(database.db);
    await kb.replaceFile(file('/kb/a'), 'a', [[{ title_id: 'x' }]]);
    // The rows' deletion fails, as when the process stops half way through it.
    const failingRowDeletes: KyselyPlugin = {
      transformQuery(args) {
        if (JSON.stringify(args.node).includes('delete from kb_rows')) {
          throw new Error('stopped');
        }
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    };
    const stopped = createKnowledgeBaseRepository(database.db.withPlugin(failingRowDeletes));
    await expect(stopped.deleteFiles(['/kb/a'])).rejects.toThrow('stopped');
    expect(await kb.lookupBatch([{ platform: 'npg', keys: { title_id: 'x' } }])).toEqual([
      undefined,
    ]);
    // Not `synced`: a sync that finds the same file again loads it instead of skipping it.
    expect(await kb.listFiles()).toEqual([
      expect.objectContaining({ location: '/kb/a', state: 'loading' }),
    ]);
    await kb.deleteFiles(['/kb/a']);
    expect(await kb.listFiles()).toEqual([]);
    expect((await database.executeSql('select count(*)::int as n from kb_rows')).rows[0]).toEqual({
      n: 0,
    });
  });

  it('keeps the old rows when a load fails half way', async () => {
    const kb = createKnowledgeBaseRepository(database.db);
    await kb.replaceFile(file('/kb/a'), 'a', [[{ title_id: 'x' }]]);
    async function* broken() {
      yield await Promise.resolve([{ title_id: 'y' }]);
      throw new Error('unreadable file');
    }
    await expect(kb.replaceFile(file('/kb/a', 'c2'), 'a', broken())).rejects.toThrow('unreadable');
    expect(await kb.lookupBatch([{ platform: 'npg', keys: { title_id: 'x' } }])).toEqual([
      { title_id: 'x' },
    ]);
    expect((await kb.listFiles())[0]?.checksum).toBe('c1');
    // The half-loaded rows are deleted, and a second load goes in whole.
    expect((await database.executeSql('select count(*)::int as n from kb_rows')).rows[0]).toEqual({
      n: 1,
    });
    await kb.replaceFile(file('/kb/a', 'c2'), 'a', [[{ title_id: 'y' }, { title_id: 'z' }]]);
    expect(await kb.countRows()).toBe(2);
  });
});
