import { LogLineAnalyzer } from './analysis-thread.js';

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
});
