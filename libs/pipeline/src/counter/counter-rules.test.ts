// COUNTER R5.1 rules of counter.md §2.2–2.3 on hand-built event sequences.
import { makeEvent, runStage } from '../testing/stage-harness.js';
import type { PipelineEvent } from '../engine/pipeline-event.js';
import { CounterAggregator } from './counter-aggregator.js';
import { createCounterDoubleClickStage } from './counter-double-click.stage.js';
import { computeSessionKey, computeTitleKey, identifyUser } from './counter-keys.js';
import { createCounterSessionStage } from './counter-session.stage.js';

const T0 = Date.UTC(2024, 5, 15, 10, 1, 0) / 1000;

/** A granted PDF article view by one IP user at T0 + offset seconds. */
function click(offset: number, extra: Record<string, string> = {}): PipelineEvent {
  const timestamp = T0 + offset;
  const datetime = new Date(timestamp * 1000).toISOString().replace('.000Z', 'Z');
  return makeEvent({
    timestamp: String(timestamp),
    datetime,
    date: datetime.slice(0, 10),
    host: '192.1.1.168',
    'user-agent': 'Mozilla/5.0',
    status: '200',
    platform: 'sd',
    unitid: 'S001',
    rtype: 'ARTICLE',
    mime: 'PDF',
    url: 'http://www.sciencedirect.com/S001.pdf',
    ...extra,
  });
}

async function doubleClick(events: PipelineEvent[]) {
  const run = await runStage(createCounterDoubleClickStage(), [events]);
  return { kept: run.passed.map((event) => event.lineNumber), rejected: run.rejected };
}

describe('COUNTER double-click filtering (§2.2)', () => {
  it.each([
    ['10:01:00 and 10:01:29 are one action (the second kept)', [0, 29], [1]],
    ['10:01:00 and 10:01:35 are two actions', [0, 35], [0, 1]],
    ['a gap of exactly 30 s is still a double-click', [0, 30], [1]],
    ['a chain of repeats each within 30 s leaves only the last', [0, 20, 40, 60, 80], [4]],
    ['a repeat after the chain ends starts a new action', [0, 20, 51], [1, 2]],
  ])('%s', async (_name, offsets, keptIndexes) => {
    const events = offsets.map((offset) => click(offset));
    const { kept, rejected } = await doubleClick(events);
    expect(kept).toEqual(keptIndexes.map((index) => events[index]?.lineNumber));
    expect(rejected.every((entry) => entry.category === 'duplicate-ecs')).toBe(true);
    expect(rejected).toHaveLength(offsets.length - keptIndexes.length);
  });

  it.each([
    ['another user (IP)', { host: '10.0.0.2' }],
    ['another user agent on the same IP', { 'user-agent': 'Safari/17' }],
    ['another item', { unitid: 'S002' }],
    ['another format of the item (HTML)', { mime: 'HTML' }],
    ['another platform', { platform: 'npg' }],
  ])('two clicks within 30 s by %s are two actions', async (_name, extra) => {
    const { kept } = await doubleClick([click(0), click(10, extra)]);
    expect(kept).toHaveLength(2);
  });

  it('uses the most reliable identity: one login on two IPs is one user', async () => {
    const { kept } = await doubleClick([
      click(0, { login: 'alice', host: '10.0.0.1' }),
      click(5, { login: 'alice', host: '10.0.0.2' }),
    ]);
    expect(kept).toHaveLength(1);
  });

  it('uses the session id before IP + user agent', async () => {
    const { kept } = await doubleClick([
      click(0, { session: 'S1', host: '10.0.0.1' }),
      click(5, { session: 'S1', host: '10.0.0.2' }),
      click(6, { session: 'S2', host: '10.0.0.2' }),
    ]);
    expect(kept).toHaveLength(2);
  });

  it('keeps events in input order while holding them', async () => {
    const events = [
      click(0),
      click(1, { unitid: 'S002' }),
      click(20),
      click(100, { unitid: 'S3' }),
    ];
    const { kept } = await doubleClick(events);
    expect(kept).toEqual([events[1], events[2], events[3]].map((event) => event?.lineNumber));
  });

  it('counts one action for a late line within 30 s of a click already let go', async () => {
    // EZproxy writes a line when the download ends, so lines run a few seconds out of order; the
    // stage lets the 0 s click go at the end of the first batch, when another user reached 40 s.
    const run = await runStage(createCounterDoubleClickStage(), [
      [click(0), click(40, { host: '10.9.9.9' })],
      [click(20), click(45)],
    ]);
    const mine = run.passed.filter((event) => event.fields.host === '192.1.1.168');
    expect(mine).toHaveLength(1);
    expect(run.rejected).toHaveLength(2);
  });

  it.each([
    ['302', 'filtered-ecs'],
    ['500', 'filtered-ecs'],
  ])('excludes HTTP status %s as %s; 200 and 304 count', async (status, category) => {
    const run = await runStage(createCounterDoubleClickStage(), [
      [click(0, { status }), click(100, { status: '304' }), click(200, { status: '200' })],
    ]);
    expect(run.rejected.map((entry) => entry.category)).toEqual([category]);
    expect(run.passed).toHaveLength(2);
  });

  it('excludes user agents of the COUNTER-Robots list', async () => {
    const robots = { isRobot: (userAgent: string) => /bot|^.?$/i.test(userAgent) };
    const run = await runStage(createCounterDoubleClickStage({ robots }), [
      [click(0, { 'user-agent': 'Googlebot/2.1' }), click(100, { 'user-agent': '-' }), click(200)],
    ]);
    expect(run.rejected.map((entry) => entry.category)).toEqual(['robots-ecs', 'robots-ecs']);
    expect(run.passed).toHaveLength(1);
  });
});

describe('COUNTER robots list with patterns left out', () => {
  it('names them in the job traces', async () => {
    const messages: string[] = [];
    const trace = {
      enabled: () => true,
      log: (_level: string, message: string) => messages.push(message),
    };
    const robots = { isRobot: () => false, skippedPatterns: ['[unclosed'] };
    await runStage(createCounterDoubleClickStage({ robots }), [[click(0)], [click(100)]], {
      trace,
    });
    expect(messages.filter((message) => message.includes('"[unclosed"'))).toHaveLength(1);
  });
});

describe('COUNTER double-click filtering of lines out of order', () => {
  /** The line numbers kept when the events come in one batch, and when each comes alone. */
  async function keptEitherWay(events: PipelineEvent[]) {
    const whole = await runStage(createCounterDoubleClickStage(), [events]);
    const oneByOne = await runStage(
      createCounterDoubleClickStage(),
      events.map((event) => [event]),
    );
    const lines = (run: typeof whole) => run.passed.map((event) => event.lineNumber);
    expect(lines(oneByOne)).toEqual(lines(whole));
    return lines(whole);
  }

  // A click leaves once the log's time is 30 s past it: a late line joining its action is then
  // the double-click, so the action counts once, by the click that left.
  it.each([
    ['a late line does not break the chain it belongs to', [0, 25, -10, 50], [3]],
    ['a late line bridging two actions joins them', [0, 50, 25], [0]],
    ['a late line that is 30 s from the click before it joins its action', [0, 40, 30], [0]],
    ['a late line more than 30 s after the click before it is not its repeat', [0, 45, 35], [0, 1]],
    ['a late line of an earlier action of the item joins that one', [0, 100, 10], [0, 1]],
  ])('%s', async (_name, offsets, keptIndexes) => {
    const events = offsets.map((offset) => click(offset));
    const kept = await keptEitherWay(events);
    expect(kept).toEqual(keptIndexes.map((index) => events[index]?.lineNumber));
  });

  it('finds the double-click of a line more than a minute late', async () => {
    const events = [click(0), click(20), click(100, { host: '10.9.9.9' }), click(10)];
    const kept = await keptEitherWay(events);
    expect(kept).toEqual([events[1], events[2]].map((event) => event?.lineNumber));
  });

  it('gives the same answer whatever the batches, for lines late by up to two minutes', async () => {
    // Reader A's downloads are logged when they end, up to 105 s after they began, among
    // the clicks of reader B.
    const events: PipelineEvent[] = [];
    for (let step = 0; step < 40; step += 1) {
      events.push(click(step * 45, { host: '10.0.0.2', unitid: `B${String(step % 3)}` }));
      events.push(click(step * 45 - (step % 4) * 35, { unitid: `A${String(step % 2)}` }));
    }
    const kept = await keptEitherWay(events);
    const split = await runStage(createCounterDoubleClickStage(), [
      events.slice(0, 17),
      events.slice(17, 18),
      events.slice(18, 61),
      events.slice(61),
    ]);
    expect(split.passed.map((event) => event.lineNumber)).toEqual(kept);
    // Reader A's count is a sort by time's: a click is removed when a later one on its item
    // comes within 30 s.
    const sortedA = events
      .filter((event) => event.fields.host === '192.1.1.168')
      .sort((a, b) => a.timestamp - b.timestamp);
    const expectedA = sortedA.filter(
      (event, index) =>
        !sortedA
          .slice(index + 1)
          .some(
            (later) =>
              later.fields.unitid === event.fields.unitid &&
              later.timestamp - event.timestamp <= 30,
          ),
    );
    expect(kept.filter((line) => sortedA.some((event) => event.lineNumber === line))).toHaveLength(
      expectedA.length,
    );
  });

  it('lets the other clicks go after a line dated years ahead', async () => {
    const misdated = click(10 * 365 * 86_400, { unitid: 'S999' });
    const after = Array.from({ length: 100 }, (_, index) =>
      click(index * 60, { unitid: `S${String(index)}` }),
    );
    const run = await runStage(createCounterDoubleClickStage(), [[misdated, ...after]], {
      flush: false,
    });
    // Before the end of input: all but the last window's clicks have left, the misdated one too.
    expect(run.passed.length).toBeGreaterThan(90);
    expect(run.passed[0]?.lineNumber).toBe(misdated.lineNumber);
  });

  it('removes the double-clicks of a log joined after a later one', async () => {
    const later = [click(7200), click(7210)];
    const earlier = Array.from({ length: 40 }, (_, index) =>
      click(index * 3, { unitid: `S${String(index % 20)}` }),
    );
    const kept = await keptEitherWay([...later, ...earlier]);
    // One action in the later log; in the earlier one, each item is clicked every 60 s.
    expect(kept).toHaveLength(1 + 40);
    const repeats = [...later, ...earlier, click(5, { unitid: 'S1' })];
    const run = await runStage(createCounterDoubleClickStage(), [repeats]);
    // S1's click at 3 s and its repeat at 5 s (the last line) are one action.
    expect(run.passed).toHaveLength(1 + 40);
  });

  it('says in the traces how many lines came too late to find their double-clicks', async () => {
    const messages: string[] = [];
    const trace = {
      enabled: () => true,
      log: (_level: string, message: string) => messages.push(message),
    };
    const run = await runStage(
      createCounterDoubleClickStage(),
      [[click(0), click(1200, { host: '10.9.9.9' }), click(10)]],
      { trace },
    );
    // Twenty minutes late, beyond what is remembered: the repeat counts again, and says so.
    expect(run.passed).toHaveLength(3);
    expect(messages.join('\n')).toMatch(/1 line came more than 2 minutes/);
  });

  it('does not wait on a line without a time', async () => {
    const undated = click(0);
    undated.timestamp = Number.NaN;
    const run = await runStage(
      createCounterDoubleClickStage(),
      [[undated, ...Array.from({ length: 10 }, (_, index) => click(index * 100))]],
      { flush: false },
    );
    expect(run.passed.map((event) => event.lineNumber)).toContain(undated.lineNumber);
    expect(run.passed.length).toBeGreaterThan(5);
  });
});

describe('COUNTER sessions (§2.3)', () => {
  it("builds COUNTER's surrogate example 192.1.1.168|Mozilla/5.0|2024-06-15|13", () => {
    expect(
      computeSessionKey({
        host: '192.1.1.168',
        'user-agent': 'Mozilla/5.0',
        datetime: '2024-06-15T13:42:07Z',
        date: '2024-06-15',
      }),
    ).toBe('192.1.1.168|Mozilla/5.0|2024-06-15|13');
  });

  it.each([
    ['a logged session id + date', { session: 'abc', login: 'alice' }, 'abc|2024-06-15'],
    ['the login + date + hour', { login: 'alice' }, 'alice|2024-06-15|13'],
    ['IP without user agent', {}, '192.1.1.168|-|2024-06-15|13'],
  ])('uses %s', (_name, extra, expected) => {
    expect(
      computeSessionKey({
        host: '192.1.1.168',
        datetime: '2024-06-15T13:42:07Z',
        date: '2024-06-15',
        ...extra,
      }),
    ).toBe(expected);
  });

  it('ranks identities username > session > IP + user agent', () => {
    const base = { host: '1.2.3.4', 'user-agent': 'UA' };
    expect(identifyUser({ ...base, login: 'u', session: 's' })).toBe('login:u');
    expect(identifyUser({ ...base, session: 's' })).toBe('session:s');
    expect(identifyUser(base)).toBe('ip:1.2.3.4|UA');
  });

  it('gives every event a session_id', async () => {
    const run = await runStage(createCounterSessionStage(), [[click(0)]]);
    expect(run.passed[0]?.fields.session_id).toBe('192.1.1.168|Mozilla/5.0|2024-06-15|10');
  });
});

function metricsOf(events: PipelineEvent[]) {
  const aggregator = new CounterAggregator();
  aggregator.add(events);
  return aggregator.build({ id: 'j', created: new Date(0), robotsList: 'none' }).rows;
}

describe('COUNTER unique items and titles (§2.3)', () => {
  it('HTML then PDF of one item in one session = 2 total, 1 unique request', () => {
    const [row] = metricsOf([click(0, { mime: 'HTML' }), click(60, { mime: 'PDF' })]);
    expect(row?.metrics).toMatchObject({
      Total_Item_Requests: 2,
      Unique_Item_Requests: 1,
      Total_Item_Investigations: 2,
      Unique_Item_Investigations: 1,
      Unique_Title_Requests: 0,
    });
  });

  it('the same item in two sessions (another hour) is two unique requests', () => {
    const [row] = metricsOf([click(0), click(3600)]);
    expect(row?.metrics.Unique_Item_Requests).toBe(2);
  });

  it('R5.1 books: 12 chapters of one book in one session = 12 unique items, 1 unique title', () => {
    const chapters = Array.from({ length: 12 }, (_, index) =>
      click(index * 60, {
        rtype: 'BOOK_SECTION',
        unitid: `chapter-${String(index)}`,
        print_identifier: '978-0-12-345678-9',
        publication_title: 'A Book',
      }),
    );
    const [row] = metricsOf(chapters);
    expect(row?.data_type).toBe('Book');
    expect(row?.metrics).toMatchObject({
      Total_Item_Requests: 12,
      Unique_Item_Requests: 12,
      Unique_Title_Requests: 1,
      Unique_Title_Investigations: 1,
    });
  });

  it('a book whose segments are not identified counts as one segment', () => {
    const book = { rtype: 'BOOK_SECTION', unitid: '', print_identifier: '9780123456789' };
    const [row] = metricsOf([click(0, book), click(60, { ...book, url: 'http://x/p2' })]);
    expect(row?.metrics).toMatchObject({ Unique_Item_Requests: 1, Unique_Title_Requests: 1 });
  });

  it('book chapters known only by their DOIs are one title when the DOIs open with its ISBN', () => {
    const chapter = (doi: string) => ({ rtype: 'BOOK_SECTION', unitid: '', doi });
    const [row] = metricsOf([
      click(0, chapter('10.1007/978-3-540-00001-1_1')),
      click(60, chapter('10.1007/978-3-540-00001-1_2')),
      click(120, chapter('10.1007/978-3-540-00001-1_1')),
      // The whole book's PDF, under the book's own DOI.
      click(180, { rtype: 'BOOK', unitid: '', doi: '10.1007/978-3-540-00001-1' }),
    ]);
    expect(row?.data_type).toBe('Book');
    expect(row?.metrics).toMatchObject({
      Total_Item_Requests: 4,
      Unique_Item_Requests: 3,
      Unique_Title_Requests: 1,
      Unique_Title_Investigations: 1,
    });
  });

  it('two books known by ISBN-opening DOIs are two titles; other DOIs name no book', () => {
    const [row] = metricsOf([
      click(0, { rtype: 'BOOK_SECTION', unitid: '', doi: '10.1007/978-3-540-00001-1_1' }),
      click(60, { rtype: 'BOOK_SECTION', unitid: '', doi: '10.1007/9783540000028_4' }),
    ]);
    expect(row?.metrics.Unique_Title_Requests).toBe(2);
    expect(computeTitleKey({ doi: '10.1016/j.cell.2009.01.042' })).toBeUndefined();
    expect(computeTitleKey({ doi: '10.1007/978-3-540-00001-12' })).toBeUndefined();
    expect(computeTitleKey({ doi: '10.1057/9780230000001.0005' })).toBe('9780230000001');
  });

  it('entries of an unidentified reference work read in one session are one title, its row', () => {
    const entry = (name: string) => ({
      platform: 'universalis',
      rtype: 'ENCYCLOPAEDIA_ENTRY',
      unitid: name,
      url: `http://www.universalis-edu.com/encyclopedie/${name}/`,
    });
    const [row] = metricsOf([
      click(0, entry('denis-diderot')),
      click(60, entry('voltaire')),
      click(120, entry('rousseau')),
    ]);
    expect(row?.data_type).toBe('Book');
    expect(row?.metrics).toMatchObject({ Unique_Item_Requests: 3, Unique_Title_Requests: 1 });
  });

  it('two unidentified articles of one journal in one session are two unique items', () => {
    const article = { unitid: '', print_identifier: '0012-1606' };
    const [row] = metricsOf([
      click(0, { ...article, url: 'http://x/journal/0012-1606/article-1' }),
      click(60, { ...article, url: 'http://x/journal/0012-1606/article-2' }),
    ]);
    expect(row?.metrics).toMatchObject({ Total_Item_Requests: 2, Unique_Item_Requests: 2 });
  });

  it('journal articles never count as unique titles', () => {
    const [row] = metricsOf([click(0, { print_identifier: '0012-1606' })]);
    expect(row?.data_type).toBe('Journal');
    expect(row?.metrics.Unique_Title_Requests).toBe(0);
    expect(row?.metrics.Unique_Title_Investigations).toBe(0);
  });

  it.each([
    ['ABS', 1, 0],
    ['PREVIEW', 1, 0],
    ['ARTICLE', 1, 1],
    ['BOOK', 1, 1],
    // Book and reference-work content (Universalis entries, book pages) is content retrieved.
    ['BOOK_CHAPTER', 1, 1],
    ['BOOK_PAGE', 1, 1],
    ['BOOK_CHAPTERS_BUNDLE', 1, 1],
    ['ENCYCLOPAEDIA_ENTRY', 1, 1],
    // R5.1's other full-content data types, and bundles of articles.
    ['PHD_THESIS', 1, 1],
    ['REPORT', 1, 1],
    ['DATASET', 1, 1],
    ['ARTICLES_BUNDLE', 1, 1],
    ['TOC', 0, 0],
    ['RECORD_VIEW', 0, 0],
  ])('rtype %s: %i investigation(s), %i request(s)', (rtype, investigations, requests) => {
    const rows = metricsOf([click(0, { rtype })]);
    expect(rows[0]?.metrics.Total_Item_Investigations ?? 0).toBe(investigations);
    expect(rows[0]?.metrics.Total_Item_Requests ?? 0).toBe(requests);
  });

  it('denied accesses count as No_License only', () => {
    const denied = click(0, { status: '403' });
    denied.granted = false;
    const [row] = metricsOf([denied]);
    expect(row?.metrics).toMatchObject({ No_License: 1, Total_Item_Investigations: 0 });
  });

  it('never puts journal usage in a book row when titles are not identified', () => {
    // Springer-like: chapters and articles with no ISBN, ISSN nor title, on one platform.
    const rows = metricsOf([
      click(0, { rtype: 'BOOK_SECTION', unitid: 'chapter-1' }),
      click(60, { rtype: 'ARTICLE', unitid: 'article-1', title_id: '125' }),
      click(120, { rtype: 'ARTICLE', unitid: 'article-2', title_id: '125' }),
    ]);
    const requests = (type: string) =>
      rows
        .filter((row) => row.data_type === type)
        .reduce((sum, row) => sum + row.metrics.Total_Item_Requests, 0);
    expect(requests('Book')).toBe(1);
    expect(requests('Other')).toBe(2);
  });

  it("keeps apart two titles known only by the platform's own ids, in rows that name them", () => {
    // cairn journals outside the knowledge base: no ISSN, no title, their cairn code alone.
    const rows = metricsOf([
      click(0, { platform: 'cairn', unitid: 'VIN_106_0029', title_id: 'VIN' }),
      click(60, { platform: 'cairn', unitid: 'ZZZ_101_0001', title_id: 'ZZZ' }),
      click(120, { platform: 'cairn', unitid: 'ZZZ_101_0002', title_id: 'ZZZ' }),
    ]);
    expect(rows.map((row) => [row.title_id, row.metrics.Total_Item_Requests])).toEqual([
      ['VIN', 1],
      ['ZZZ', 2],
    ]);
  });

  it('counts platform uniques once even when one item shows under two title rows', () => {
    // sd's legacy PDF links read another ISSN from the same PII than its HTML pages do.
    const aggregator = new CounterAggregator();
    aggregator.add([
      click(0, { mime: 'HTML', print_identifier: '0962-8924' }),
      click(60, { mime: 'PDF', print_identifier: '9628-9249' }),
    ]);
    const report = aggregator.build({ id: 'j', created: new Date(0), robotsList: 'none' });
    expect(report.rows).toHaveLength(2);
    expect(report.platforms).toEqual([
      {
        platform: 'sd',
        platform_name: '',
        month: '2024-06',
        metrics: expect.objectContaining({
          Total_Item_Requests: 2,
          Unique_Item_Requests: 1,
          Unique_Item_Investigations: 1,
        }) as unknown,
      },
    ]);
  });

  it('splits rows by month', () => {
    const rows = metricsOf([
      click(0),
      click(0, { date: '2024-07-01', datetime: '2024-07-01T00:00:00Z' }),
    ]);
    expect(rows.map((row) => row.month)).toEqual(['2024-06', '2024-07']);
  });
});
