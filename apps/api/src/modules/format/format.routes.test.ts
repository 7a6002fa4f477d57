import type { InjectOptions } from 'fastify';
import { createUser, signInCookie } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

const EZPROXY_LINE =
  '115.87.23.43 - MAGNETO [01/Jan/2016:05:21:52 +0100] "GET http://onlinelibrary.wiley.com:80/doi/10.1002/jez.1990/pdf HTTP/1.1" 200 16961';

describe('PUT /api/format/logparser', () => {
  let testApp: TestApp;
  let cookie: string;
  const analyse = (payload: object, headers: Record<string, string> = { cookie }) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/format/logparser',
      headers,
      payload,
    } satisfies InjectOptions);

  beforeAll(async () => {
    testApp = await buildTestApp();
    await createUser(testApp.app, 'format@example.org');
    cookie = await signInCookie(testApp.app, 'format@example.org');
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('auto-detects the format of the first line and returns its event fields', async () => {
    const response = await analyse({ logLines: `${EZPROXY_LINE}\nsecond line ignored` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      autoDetect: true,
      strictMatch: true,
      proxy: 'ezproxy',
      missing: [],
      ec: { login: 'MAGNETO', domain: 'onlinelibrary.wiley.com' },
    });
  });

  it('keeps serving other requests while a format backtracks on a line', async () => {
    // Custom fields that can each take the space after them: the line is tried in every way of
    // cutting it, seconds on the thread that would otherwise serve everyone.
    const format = [0, 1, 2, 3].map((index) => `%{f${String(index)}}<[a-z ]*>`).join(' ');
    const finished: string[] = [];
    const slow = analyse({ logLines: `${'a '.repeat(300)}!`, proxy: 'ezproxy', format }).then(
      (response) => {
        finished.push('assistant');
        return response;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    finished.push('health');
    expect(health.statusCode).toBeLessThan(600);
    const response = await slow;
    expect(finished).toEqual(['health', 'assistant']);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ strictMatch: false, format });
  });

  it("takes turns between users, and refuses one user's analyses past those waiting", async () => {
    await createUser(testApp.app, 'other@example.org');
    const other = await signInCookie(testApp.app, 'other@example.org');
    const format = [0, 1, 2, 3].map((index) => `%{f${String(index)}}<[a-z ]*>`).join(' ');
    const answered: string[] = [];
    const tracked = (label: string, sent: ReturnType<typeof analyse>) =>
      sent.then((response) => {
        answered.push(label);
        return response;
      });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // One slow format, then five quick lines behind it: one more than a user may have waiting.
    const slow = tracked(
      'slow',
      analyse({ logLines: `${'a '.repeat(300)}!`, proxy: 'ezproxy', format }),
    );
    await pause(500);
    const quick = [1, 2, 3, 4, 5].map((index) =>
      tracked(`quick ${String(index)}`, analyse({ logLines: EZPROXY_LINE })),
    );
    await pause(300);
    const theirs = tracked('other user', analyse({ logLines: EZPROXY_LINE }, { cookie: other }));
    const mine = await Promise.all(quick);
    const refused = mine.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.json()).toMatchObject({ message: 'analysesWaiting' });
    expect(refused[0]?.headers['retry-after']).toBe('5');
    expect((await slow).statusCode).toBe(200);
    expect((await theirs).statusCode).toBe(200);
    // The refused line is answered at once; the other user then waits for the slow answer
    // under way, not for the four lines behind it.
    expect(answered.slice(0, 3)).toEqual([expect.stringMatching(/^quick/), 'slow', 'other user']);
    expect(answered).toHaveLength(7);
  });

  it('answers ec.timestamp as a number of seconds, as the reference does', async () => {
    const response = await analyse({ logLines: EZPROXY_LINE });
    const { ec } = response.json<{ ec: Record<string, unknown> }>();
    expect(typeof ec.timestamp).toBe('number');
    expect(ec.timestamp).toBe(Date.parse(String(ec.datetime)) / 1000);
  });

  it('shows where a given format stops matching', async () => {
    const response = await analyse({
      logLines: EZPROXY_LINE,
      proxy: 'ezproxy',
      format: '%h %l %u %t %Z',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      strictMatch: boolean;
      formatBreak: number;
      autoDetect: boolean;
    }>();
    expect(body.autoDetect).toBe(false);
    expect(body.strictMatch).toBe(false);
    expect(body.formatBreak).toBeLessThan('%h %l %u %t %Z'.length);
  });

  it('refuses a body without log lines with a clear code', async () => {
    const response = await analyse({ format: '%h' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'missingLogLinesField' });
  });

  it('takes a urlencoded body, as the reference does', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/format/logparser',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ logLines: EZPROXY_LINE, proxy: 'ezproxy' }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      autoDetect: true,
      proxy: 'ezproxy',
      ec: { login: 'MAGNETO' },
    });
  });

  it('says noBody when there is no body at all, as the reference does', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/format/logparser',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'noBody' });
  });

  it('names the field at fault rather than logLines when another field is invalid', async () => {
    const response = await analyse({ logLines: EZPROXY_LINE, proxy: 'nginx' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('body.proxy');
  });

  it('refuses a format over the Log-Format limits at once, naming the field and the limit', async () => {
    const format = Array.from({ length: 201 }, () => '%h').join(' ');
    const response = await analyse({ logLines: EZPROXY_LINE, proxy: 'ezproxy', format });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(
      'format holds 201 % fields; at most 200 are accepted.',
    );
  });

  it('answers 401 when anonymous', async () => {
    const response = await analyse({ logLines: EZPROXY_LINE }, {});
    expect(response.statusCode).toBe(401);
  });
});
