import type { Worker } from 'node:worker_threads';
import {
  AnalysesWaitingError,
  LogLineAnalyzer,
  MAX_WAITING_PER_REQUESTER,
} from './analysis-thread.js';

const EZPROXY_LINE =
  '115.87.23.43 - MAGNETO [01/Jan/2016:05:21:52 +0100] "GET http://onlinelibrary.wiley.com:80/doi/10.1002/jez.1990/pdf HTTP/1.1" 200 16961';
// Custom fields that can each take the space after them: a line they do not fit is tried in
// every way of cutting it (far beyond any time limit with eight of them).
const AMBIGUOUS_FORMAT = Array.from(
  { length: 8 },
  (_, index) => `%{f${String(index)}}<[a-z ]*>`,
).join(' ');

jest.setTimeout(60_000);

describe('LogLineAnalyzer', () => {
  const analyzer = new LogLineAnalyzer(1_000);
  afterAll(() => analyzer.close());

  it('answers as analyzeLogLine does, off the calling thread', async () => {
    const analysis = await analyzer.analyze(EZPROXY_LINE, {});
    expect(analysis).toMatchObject({
      autoDetect: true,
      strictMatch: true,
      ec: { login: 'MAGNETO', domain: 'onlinelibrary.wiley.com' },
    });
  });

  it('says a format could not be tried in time, and answers the next request', async () => {
    const line = `${'a '.repeat(400)}!`;
    const started = Date.now();
    const slow = analyzer.analyze(line, { proxy: 'ezproxy', format: AMBIGUOUS_FORMAT });
    // Queued behind the slow one: answered once its thread is replaced.
    const next = analyzer.analyze(EZPROXY_LINE, {
      proxy: 'ezproxy',
      format: '%h %l %u %t "%r" %s %b',
    });
    const answer = await slow;
    expect(answer).toMatchObject({ strictMatch: false, format: AMBIGUOUS_FORMAT });
    expect(answer.error).toMatch(/could not be tried on this line within 1 s: .*\[\^ \]\*/);
    expect(Date.now() - started).toBeLessThan(30_000);
    await expect(next).resolves.toMatchObject({ strictMatch: true, ec: { login: 'MAGNETO' } });
  });

  it("takes turns between requesters: one's slow formats hold another's back by one answer", async () => {
    const slowLine = `${'a '.repeat(400)}!`;
    const answered: string[] = [];
    const ask = (requester: string, label: string, slow: boolean) =>
      analyzer
        .analyze(
          slow ? slowLine : EZPROXY_LINE,
          slow ? { proxy: 'ezproxy', format: AMBIGUOUS_FORMAT } : {},
          requester,
        )
        .then(() => answered.push(label));
    // Mallory's three slow formats are in before Alice's line; Bob's comes in between them.
    const all = [
      ask('mallory', 'm1', true),
      ask('mallory', 'm2', true),
      ask('mallory', 'm3', true),
      ask('alice', 'a1', false),
    ];
    await new Promise((resolve) => setTimeout(resolve, 200));
    all.push(ask('bob', 'b1', false));
    await Promise.all(all);
    expect(answered).toEqual(['m1', 'a1', 'b1', 'm2', 'm3']);
  });

  it('refuses a requester more analyses waiting than the limit, and no one else', async () => {
    const slowLine = `${'a '.repeat(400)}!`;
    const slow = { proxy: 'ezproxy', format: AMBIGUOUS_FORMAT } as const;
    // The first is answered at once (it waits for nothing); the limit counts those behind it.
    const accepted = [
      analyzer.analyze(slowLine, slow, 'mallory'),
      ...Array.from({ length: MAX_WAITING_PER_REQUESTER }, () =>
        analyzer.analyze(EZPROXY_LINE, {}, 'mallory'),
      ),
    ];
    await expect(analyzer.analyze(slowLine, slow, 'mallory')).rejects.toBeInstanceOf(
      AnalysesWaitingError,
    );
    const other = analyzer.analyze(EZPROXY_LINE, {}, 'alice');
    await expect(other).resolves.toMatchObject({ strictMatch: true });
    await expect(Promise.all(accepted)).resolves.toHaveLength(MAX_WAITING_PER_REQUESTER + 1);
  });

  it('replaces a thread that ended by itself between requests, not waiting out the limit', async () => {
    const ending = new LogLineAnalyzer(20_000);
    try {
      await ending.analyze(EZPROXY_LINE, {});
      // Ended with no error, as an out-of-memory thread or a stray exit would: the next request
      // goes to a new thread, not to the dead one (which answers nothing until the minute is up).
      const thread = (ending as unknown as { worker?: { thread: Worker } }).worker?.thread;
      expect(thread).toBeDefined();
      await thread?.terminate();
      const analysis = await ending.analyze(EZPROXY_LINE, {});
      expect(analysis.error).toBeUndefined();
      expect(analysis).toMatchObject({ strictMatch: true, ec: { login: 'MAGNETO' } });
    } finally {
      await ending.close();
    }
  });

  it('refuses the analyses still waiting when closed, and any asked after', async () => {
    const closing = new LogLineAnalyzer(60_000);
    const slowLine = `${'a '.repeat(400)}!`;
    const outcomes = Promise.allSettled([
      closing.analyze(slowLine, { proxy: 'ezproxy', format: AMBIGUOUS_FORMAT }),
      closing.analyze(EZPROXY_LINE, {}),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await closing.close();
    const [first, waiting] = await outcomes;
    // Its thread ended under it: answered at once, not when its minute is up.
    expect(first).toMatchObject({ status: 'rejected', reason: { message: /ended/ } });
    expect(waiting).toMatchObject({ status: 'rejected', reason: { message: /stopped/ } });
    await expect(closing.analyze(EZPROXY_LINE, {})).rejects.toThrow(/stopped/);
  });
});
