import { randomUUID } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { JobProcessor } from '@sillage/jobs';
import { MyJobsSchema } from '@sillage/shared-types';
import { TEST_VERSION, listenLocally } from '../../test/build-test-app.js';
import { buildJobTestApp, type JobTestApp } from '../../test/job-test-app.js';
import { filesBody, FILES_BODY_TYPE } from '../../test/files-body.js';
import { fillInputStorage } from '../../test/full-storage.js';

const LOG = 'first line\nsecond line\nthird line\n';

/** Why the owner's list says the job stopped (the page names a hang-up apart from a cancel). */
async function listedAbortReason(t: JobTestApp, jobId: string, authorization: string) {
  const listed = await t.app.inject({ url: '/api/jobs/mine', headers: { authorization } });
  return MyJobsSchema.parse(listed.json()).jobs.find((job) => job.jobId === jobId)?.abortReason;
}

describe('job upload routes', () => {
  let t: JobTestApp;
  beforeAll(async () => {
    t = await buildJobTestApp();
  });
  afterAll(() => t.close());

  const put = (jobId: string, payload: string | Buffer, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/${jobId}`,
      payload,
      headers: { authorization: t.auth.alice, ...headers },
    });

  it('runs a PUT job and answers with its reference headers once it is done', async () => {
    const jobId = randomUUID();
    const response = await put(jobId, LOG, { 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['job-id']).toBe(jobId);
    expect(response.headers['job-status']).toBe('completed');
    expect(response.headers['job-report']).toBe(`http://localhost:80/${jobId}/job-report.json`);
    expect(response.headers['job-traces']).toMatch(new RegExp(`/${jobId}/job-traces.log$`));
    expect(response.headers['lines-unknown-domains']).toMatch(/lines-unknown-domains\.log$/);
    expect(response.headers['lines-duplicate-ecs']).toMatch(/lines-duplicate-ecs\.log$/);
    expect(response.headers['denied-ecs']).toMatch(new RegExp(`/${jobId}/denied-ecs\\.csv$`));

    const download = await t.app.inject({
      url: `/${jobId}`,
      headers: { authorization: t.auth.alice },
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(LOG);
    expect(download.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="${jobId.slice(0, 8)}_\\d{4}-\\d{2}-\\d{2}_\\d{2}h\\d{2}\\.job-ecs\\.txt"$`,
      ),
    );
    const named = await t.app.inject({
      url: `/${jobId}?filename=mine`,
      headers: { authorization: t.auth.alice },
    });
    expect(named.headers['content-disposition']).toBe('attachment; filename="mine.txt"');
  });

  describe('GET /{jobId}?filename=', () => {
    let jobId: string;
    beforeAll(async () => {
      jobId = randomUUID();
      expect((await put(jobId, LOG, { 'content-type': 'text/plain' })).statusCode).toBe(200);
    });
    const download = (filename: string) =>
      t.app.inject({
        url: `/${jobId}?filename=${encodeURIComponent(filename)}`,
        headers: { authorization: t.auth.alice },
      });

    it.each([
      ['résultat', `attachment; filename="r?sultat.txt"; filename*=UTF-8''r%C3%A9sultat.txt`],
      ['my result', 'attachment; filename="my result.txt"'],
      [
        "l'année 2024",
        `attachment; filename="l'ann?e 2024.txt"; filename*=UTF-8''l%27ann%C3%A9e%202024.txt`,
      ],
    ])(
      'takes an ordinary name (%s), with an RFC 5987 filename* when it is not ASCII',
      async (name, header) => {
        const response = await download(name);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-disposition']).toBe(header);
        expect(response.body).toBe(LOG);
      },
    );

    it('falls back on the default name for an empty one', async () => {
      const response = await download('');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="${jobId.slice(0, 8)}_.*\\.job-ecs\\.txt"$`),
      );
    });

    it.each([
      ['a line break', 'a\r\nSet-Cookie: x=1'],
      ['a double quote', 'a"b'],
      ['a path separator', '../a'],
      ['a backslash', 'a\\b'],
      ['a control character', 'a\u0000b'],
      ['a right-to-left override (a spoofed extension)', 'abc\u202Efdp.exe'],
      ['a left-to-right isolate', 'a\u2066b'],
      ['a name past 200 characters', 'a'.repeat(201)],
    ])('refuses %s with 400', async (_case, name) => {
      const response = await download(name);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-disposition']).toBeUndefined();
    });
  });

  it('uses SILLAGE_PUBLIC_URL for the job URLs when it is set', async () => {
    const other = await buildJobTestApp({
      env: { SILLAGE_PUBLIC_URL: 'https://stats.example.org/sillage' },
    });
    try {
      const jobId = randomUUID();
      const response = await other.app.inject({
        method: 'PUT',
        url: `/${jobId}`,
        payload: LOG,
        headers: { authorization: other.auth.alice },
      });
      expect(response.headers['job-report']).toBe(
        `https://stats.example.org/sillage/${jobId}/job-report.json`,
      );
    } finally {
      await other.close();
    }
  });

  it('reads a gzipped body declared with Content-Encoding: gzip', async () => {
    const jobId = randomUUID();
    const response = await put(jobId, gzipSync(LOG), { 'content-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    const download = await t.app.inject({
      url: `/${jobId}`,
      headers: { authorization: t.auth.alice },
    });
    expect(download.body).toBe(LOG);
  });

  it('takes every files[] part of a multipart body into one job', async () => {
    const jobId = randomUUID();
    const payload = filesBody([
      { fileName: 'a.log', content: 'a1\na2\n', contentType: 'text/plain' },
      { fileName: 'b.log', content: 'b1\n', contentType: 'text/plain' },
    ]);
    const response = await put(jobId, payload, { 'content-type': FILES_BODY_TYPE });
    expect(response.statusCode).toBe(200);
    const download = await t.app.inject({
      url: `/${jobId}`,
      headers: { authorization: t.auth.alice },
    });
    expect(download.body).toBe('a1\na2\nb1\n');
  });

  it('streams the result of POST / and keeps no copy of it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/',
      payload: LOG,
      headers: { authorization: t.auth.alice },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(LOG);
    const jobId = response.headers['job-id'] as string;
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
    const download = await t.app.inject({
      url: `/${jobId}`,
      headers: { authorization: t.auth.alice },
    });
    expect(download.statusCode).toBe(404);
    const report = await t.app.inject({
      url: `/api/logs/${jobId}/job-report.json`,
      headers: { authorization: t.auth.alice },
    });
    expect(report.statusCode).toBe(200);
  });

  it('says, for an unknown predefined key, that this server has no predefined-settings file', async () => {
    const response = await put(randomUUID(), LOG, {
      'ezpaarse-predefined-settings': '00-fr-univ-lorr',
    });
    expect(response.headers['ezpaarse-status']).toBe('4026');
    expect(response.json<{ detail?: string }>().detail).toMatch(
      /^Predefined settings not found: 00-fr-univ-lorr \(.*SILLAGE_RESOURCES_DIR/,
    );
  });

  it.each([
    [{ accept: 'application/pdf' }, 406, '4006'],
    [{ 'content-encoding': 'zstd' }, 406, '4005'],
    [{ 'output-fields': '+a,,+b' }, 400, '4012'],
    [{ 'ezpaarse-predefined-settings': 'no-such-settings' }, 409, '4026'],
    // A regex that backtracks would let one crafted login hold the server for hours.
    [{ extract: 'login => /(a)(a+)+\\1b/ => x' }, 400, '4027'],
  ])(
    'refuses bad settings %j before reading the body: %i, status %s',
    async (headers, httpStatus, code) => {
      const jobId = randomUUID();
      const response = await put(jobId, LOG, headers);
      expect(response.statusCode).toBe(httpStatus);
      expect(response.headers['ezpaarse-status']).toBe(code);
      expect(response.headers['ezpaarse-status-message']).toBeTruthy();
      expect(response.json()).toMatchObject({ statusCode: httpStatus, code: Number(code) });
      const list = await t.app.inject({
        url: `/api/jobs/${t.ids.alice}`,
        headers: { authorization: t.auth.alice },
      });
      expect(list.json<{ jobId: string }[]>().map((job) => job.jobId)).not.toContain(jobId);
    },
  );

  it('answers 409 with status 4023 when the job id exists', async () => {
    const jobId = randomUUID();
    expect((await put(jobId, LOG)).statusCode).toBe(200);
    const again = await put(jobId, LOG);
    expect(again.statusCode).toBe(409);
    expect(again.headers['ezpaarse-status']).toBe('4023');
  });

  it('answers a failed job with its reference status, and offers no result', async () => {
    const jobId = randomUUID();
    const response = await put(jobId, 'one\nFAIL\nthree\n');
    expect(response.statusCode).toBe(400);
    expect(response.headers['ezpaarse-status']).toBe('4003');
    expect(response.headers['job-status']).toBe('error');
    expect(response.headers['ezpaarse-status-message']).toBe('Line format was not recognized');
    expect(response.json()).toMatchObject({
      code: 4003,
      message: 'Line format was not recognized',
      detail: 'FAIL line found',
    });
    const download = await t.app.inject({
      url: `/${jobId}`,
      headers: { authorization: t.auth.alice },
    });
    expect(download.statusCode).toBe(404);
  });

  it.each([
    ['no credentials', {}, 401],
    [
      'wrong Basic credentials',
      { authorization: `Basic ${Buffer.from('alice@example.org:nope').toString('base64')}` },
      401,
    ],
  ])('refuses an upload with %s', async (_name, headers, status) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/${randomUUID()}`,
      payload: LOG,
      headers,
    });
    expect(response.statusCode).toBe(status);
  });

  it('takes a job id in either case and keeps it in lower case, as uuids are compared', async () => {
    const jobId = randomUUID();
    const upper = jobId.toUpperCase();
    const response = await put(upper, LOG, { 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['job-id']).toBe(jobId);
    expect(response.headers['job-report']).toMatch(new RegExp(`/${jobId}/job-report\\.json$`));
    const authorization = t.auth.alice;
    const result = await t.app.inject({ url: `/${upper}`, headers: { authorization } });
    expect(result.body).toBe(LOG);
    const report = await t.app.inject({
      url: `/${upper}/job-report.json`,
      headers: { authorization },
    });
    expect(report.statusCode).toBe(200);
    const mixed = `${jobId.slice(0, 18)}${upper.slice(18)}`;
    const again = await put(mixed, LOG);
    expect(again.statusCode).toBe(409);
  });

  it("records the uploader as the job's owner", async () => {
    const jobId = randomUUID();
    await put(jobId, LOG);
    expect((await t.app.jobRuntime.store.findById(jobId))?.ownerId).toBe(t.ids.alice);
  });

  it('answers 507 with a clear error when the storage is full during the upload', async () => {
    const restoreStorage = fillInputStorage(t.app.jobRuntime.storage);
    try {
      const jobId = randomUUID();
      const response = await put(jobId, LOG.repeat(1000));
      expect(response.statusCode).toBe(507);
      // As a full storage during processing answers: the ezPAARSE status in headers and body.
      expect(response.headers['ezpaarse-status']).toBe('5002');
      expect(response.json<{ code: number; detail: string }>()).toMatchObject({
        code: 5002,
        detail: expect.stringMatching(/no storage space/) as unknown,
      });
      const row = await t.app.jobRuntime.store.findById(jobId);
      expect(row?.status).toBe('error');
      expect(row?.errorCode).toBe(5002);
      expect(row?.errorMessage).toMatch(/no storage space/);
    } finally {
      restoreStorage();
    }
  });

  // The storage's failure, not the body's: not a 400 "Multipart request error" naming the file.
  it('answers 507 too when the storage is full during a multipart upload', async () => {
    const restoreStorage = fillInputStorage(t.app.jobRuntime.storage);
    try {
      const jobId = randomUUID();
      const payload = filesBody([{ fileName: 'full.log', content: LOG.repeat(1000) }]);
      const response = await put(jobId, payload, { 'content-type': FILES_BODY_TYPE });
      expect(response.statusCode).toBe(507);
      // As a full storage during processing answers: the ezPAARSE status in headers and body.
      expect(response.headers['ezpaarse-status']).toBe('5002');
      expect(response.json<{ code: number; detail: string }>()).toMatchObject({
        code: 5002,
        detail: expect.stringMatching(/no storage space/) as unknown,
      });
      expect(response.body).not.toContain('/dev/full');
      expect((await t.app.jobRuntime.store.findById(jobId))?.errorMessage).toMatch(
        /no storage space/,
      );
    } finally {
      restoreStorage();
    }
  });

  it('keeps no credential of the upload in the job: Authorization, cookies, tokens', async () => {
    const jobId = randomUUID();
    const response = await put(jobId, LOG, {
      cookie: 'sillage.sid=a-session-cookie-value',
      'proxy-authorization': 'Basic cHJveHk6c2VjcmV0',
      'ezmesure-token': 'eyJhbGciOiJIUzI1NiJ9.ezmesure-token-value',
      'x-api-key': 'an-api-key-value',
      'crossref-plus-api-token': 'crossref-token-the-job-needs',
      'output-fields': '+doi',
    });
    expect(response.statusCode).toBe(200);
    const settings = (await t.app.jobRuntime.store.findById(jobId))?.settings ?? {};
    expect(Object.keys(settings)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/authorization|cookie|ezmesure|x-api-key/)]),
    );
    const stored = JSON.stringify(settings);
    for (const secret of [
      t.auth.alice.slice('Basic '.length),
      'a-session-cookie-value',
      'cHJveHk6c2VjcmV0',
      'ezmesure-token-value',
      'an-api-key-value',
    ]) {
      expect(stored).not.toContain(secret);
    }
    // What the job itself reads stays.
    expect(settings['crossref-plus-api-token']).toBe('crossref-token-the-job-needs');
    expect(settings['output-fields']).toBe('+doi');
  });
});

describe('long PUT jobs', () => {
  let release: () => void = () => undefined;
  /** Waits for `release()` (or a cancel), then copies nothing and succeeds. */
  const gatedProcessor: JobProcessor = async (context) => {
    await new Promise<void>((resolve) => {
      release = resolve;
      context.signal.addEventListener('abort', () => {
        resolve();
      });
    });
    const { writeFile } = await import('node:fs/promises');
    await writeFile(context.paths.resultTemp('txt'), 'done\n');
    return {
      report: { general: { 'Job-Done': !context.signal.aborted } },
      counters: { linesInput: 1, events: 1, deniedEvents: 0, rejectedLines: 0 },
      aborted: context.signal.aborted,
      ...(context.signal.aborted ? {} : { resultExtension: 'txt' }),
    };
  };
  let t: JobTestApp;
  beforeAll(async () => {
    t = await buildJobTestApp({
      processor: gatedProcessor,
      env: { SILLAGE_JOB_KEEPALIVE_SECONDS: '0.1' },
    });
  });
  afterAll(() => t.close());

  const waitForStatus = async (jobId: string, status: string) => {
    for (let tries = 0; tries < 300; tries++) {
      if ((await t.app.jobRuntime.store.findById(jobId))?.status === status) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`job ${jobId} never became ${status}`);
  };

  /** A PUT job of alice's, running, its keep-alive dots begun (several periods past). */
  const putWithDotsBegun = async () => {
    const jobId = randomUUID();
    const pending = t.app.inject({
      method: 'PUT',
      url: `/${jobId}`,
      payload: 'x\n',
      headers: { authorization: t.auth.alice },
    });
    await waitForStatus(jobId, 'running');
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { jobId, pending };
  };

  it('sends keep-alive dots, then the final status as trailers', async () => {
    const { pending } = await putWithDotsBegun();
    release();
    const response = await pending;
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^\.+$/);
    expect(response.trailers).toMatchObject({ 'job-status': 'completed' });
    // Written on the raw response: the app's own headers are there too.
    expect(response.headers['ezpaarse-version']).toBe(TEST_VERSION);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a cancel after the keep-alive dots began ends with the cancel in the trailers, no status code', async () => {
    const { jobId, pending } = await putWithDotsBegun();
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/jobs/${jobId}`,
      headers: { authorization: t.auth.alice },
    });
    expect(cancel.statusCode).toBe(200);
    const response = await pending;
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^\.+$/);
    expect(response.trailers['job-status']).toBe('abort');
    // Not "5000 Internal error": a user's cancel is no server failure.
    expect(response.trailers['ezpaarse-status']).toBeUndefined();
    expect(response.trailers['ezpaarse-status-message']).toBe('Cancelled by the user.');
  });

  it('stops a running job on DELETE /api/jobs/{id}: status abort, no result', async () => {
    const jobId = randomUUID();
    const pending = t.app.inject({
      method: 'PUT',
      url: `/${jobId}`,
      payload: 'x\n',
      headers: { authorization: t.auth.alice },
    });
    await waitForStatus(jobId, 'running');
    const forbidden = await t.app.inject({
      method: 'DELETE',
      url: `/api/jobs/${jobId}`,
      headers: { authorization: t.auth.bob },
    });
    expect(forbidden.statusCode).toBe(404);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/jobs/${jobId}`,
      headers: { authorization: t.auth.alice },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ jobId, status: 'abort' });
    expect(await listedAbortReason(t, jobId, t.auth.alice)).toBe('cancelled');
    const response = await pending;
    expect(response.trailers['job-status'] ?? response.headers['job-status']).toBe('abort');
    const download = await t.app.inject({
      url: `/${jobId}`,
      headers: { authorization: t.auth.alice },
    });
    expect(download.statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/jobs/${jobId}`,
      headers: { authorization: t.auth.alice },
    });
    expect(again.statusCode).toBe(409);
  });

  it.each([
    ['PUT, once its keep-alive dots have begun', 'PUT', 'text/plain', 'x\n'],
    ['POST / with a raw body, its events streamed back', 'POST', 'text/plain', 'x\n'],
    [
      'POST / with a multipart body, waiting for its result',
      'POST',
      FILES_BODY_TYPE,
      filesBody([{ fileName: 'x.log', content: 'x\n' }]).toString(),
    ],
  ])('%s: a client that hangs up cancels the running job', async (_kind, method, type, body) => {
    const port = t.app.server.listening
      ? (t.app.server.address() as AddressInfo).port
      : await listenLocally(t.app);
    const jobId = randomUUID();
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    const answered = new Promise((resolve) => socket.once('data', resolve));
    socket.write(
      `${method} ${method === 'PUT' ? `/${jobId}` : '/'} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Authorization: ${t.auth.alice}\r\nContent-Type: ${type}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    const rows = () => t.app.jobRuntime.store.list({ ownerId: t.ids.alice, status: ['running'] });
    let running = (await rows())[0];
    for (let tries = 0; tries < 300 && running === undefined; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      running = (await rows())[0];
    }
    if (method === 'PUT') {
      expect(running?.id).toBe(jobId);
      await answered; // The first dot.
    }
    socket.destroy();
    await waitForStatus(running?.id ?? '', 'abort');
    const row = await t.app.jobRuntime.store.findById(running?.id ?? '');
    expect(row?.errorMessage).toBe('The client went away.');
    expect(await listedAbortReason(t, row?.id ?? '', t.auth.alice)).toBe('client-gone');
  });
});

/**
 * Sends a chunked PUT's head and first line, waits `pauseMs`, runs `afterPause`, then sends the
 * second line and the end; resolves with the whole answer.
 */
async function pausedUpload(
  t: JobTestApp,
  port: number,
  jobId: string,
  pauseMs: number,
  afterPause: () => Promise<void>,
) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  let answer = '';
  socket.on('data', (data: Buffer) => {
    answer += data.toString('latin1');
  });
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write(
    `PUT /${jobId} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${t.auth.alice}\r\n` +
      `Content-Type: text/plain\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
  );
  const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
  socket.write(chunk('first line\n'));
  while ((await t.app.jobRuntime.store.findById(jobId)) === undefined) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, pauseMs));
  await afterPause();
  socket.write(`${chunk('second line\n')}0\r\n\r\n`);
  await closed;
  return answer;
}

describe('a PUT job when the api shuts down', () => {
  /**
   * As on a loaded host: an upload's ending writes the job's outcome late. The close must wait
   * for it rather than take the database away first (the row then stayed `queued`).
   */
  function writeOutcomesLate(store: JobTestApp['app']['jobRuntime']['store']): void {
    const finishUnended = store.finishUnended.bind(store);
    store.finishUnended = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return finishUnended(...args);
    };
  }

  // Runs until stopped: the worker's graceful stop aborts it with the shutdown reason.
  const endless: JobProcessor = async (context) => {
    await new Promise<void>((resolve) => {
      context.signal.addEventListener('abort', () => {
        resolve();
      });
    });
    return {
      report: {},
      counters: { linesInput: 0, events: 0, deniedEvents: 0, rejectedLines: 0 },
      aborted: true,
    };
  };

  it('is handed back to the queue, not cancelled as if its client had gone', async () => {
    const t = await buildJobTestApp({
      processor: endless,
      env: { SILLAGE_JOB_KEEPALIVE_SECONDS: '0.1' },
      dependencies: { closeGraceMs: 100 },
    });
    try {
      const port = await listenLocally(t.app);
      const jobId = randomUUID();
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      const firstDot = new Promise((resolve) => socket.once('data', resolve));
      const cut = new Promise((resolve) => socket.once('close', resolve));
      socket.write(
        `PUT /${jobId} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${t.auth.alice}\r\n` +
          `Content-Type: text/plain\r\nContent-Length: 2\r\n\r\nx\n`,
      );
      await firstDot;
      for (let tries = 0; tries < 300; tries++) {
        if ((await t.app.jobRuntime.store.findById(jobId))?.status === 'running') {
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await t.app.jobRuntime.store.findById(jobId))?.status).toBe('running');

      // SIGTERM: the close cuts the still-waiting PUT after its grace period.
      await t.app.close();
      await cut;

      const row = await t.app.jobRuntime.store.findById(jobId);
      expect(row).toMatchObject({ status: 'queued', abortReason: null, errorMessage: null });
    } finally {
      await t.close();
    }
  });

  it('ends an upload the shutdown cut as stopped by the server, even when that is written late', async () => {
    const t = await buildJobTestApp({ processor: endless, dependencies: { closeGraceMs: 100 } });
    try {
      const port = await listenLocally(t.app);
      const jobId = randomUUID();
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      const cut = new Promise((resolve) => socket.once('close', resolve));
      // Half of the announced body: the upload is still coming in when the api stops.
      socket.write(
        `PUT /${jobId} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${t.auth.alice}\r\n` +
          `Content-Type: text/plain\r\nContent-Length: 4\r\n\r\nx\n`,
      );
      for (let tries = 0; tries < 300; tries++) {
        if ((await t.app.jobRuntime.store.findById(jobId)) !== undefined) {
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      writeOutcomesLate(t.app.jobRuntime.store);

      await t.app.close();
      await cut;

      expect(await t.app.jobRuntime.store.findById(jobId)).toMatchObject({
        status: 'abort',
        abortReason: 'server-stopped',
      });
    } finally {
      await t.close();
    }
  });

  it('stops a POST job (its result goes to the client only) as stopped by the server', async () => {
    const t = await buildJobTestApp({
      processor: endless,
      dependencies: { closeGraceMs: 100 },
    });
    try {
      const port = await listenLocally(t.app);
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      const cut = new Promise((resolve) => socket.once('close', resolve));
      // Chunked and never ended: the job runs on the growing body, as `tail -f log | curl -T -`.
      socket.write(
        `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${t.auth.alice}\r\n` +
          `Content-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nx\n\r\n`,
      );
      const running = () => t.app.jobRuntime.store.list({ status: ['running'] });
      for (let tries = 0; tries < 300 && (await running()).length === 0; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const [job] = await running();
      expect(job).toBeDefined();
      writeOutcomesLate(t.app.jobRuntime.store);

      await t.app.close();
      await cut;

      const row = await t.app.jobRuntime.store.findById(job?.id ?? '');
      expect(row).toMatchObject({
        status: 'abort',
        abortReason: 'server-stopped',
        errorMessage: 'The server stopped while the job ran.',
      });
    } finally {
      await t.close();
    }
  });
});

describe('an upload under a short SILLAGE_STALE_AFTER_MS', () => {
  // The stale limit is configured, not the upload heartbeat: the heartbeat must follow it (it
  // was a fixed 10 s, so every upload longer than this limit was failed as interrupted).
  const STALE_AFTER_MS = 1_000;
  let t: JobTestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildJobTestApp({
      env: {
        SILLAGE_STALE_AFTER_MS: String(STALE_AFTER_MS),
        SILLAGE_HEARTBEAT_MS: '200',
        // The check is run by hand below, so that a loaded machine cannot make it early or late.
        SILLAGE_STALE_CHECK_MS: '3600000',
      },
    });
    port = await listenLocally(t.app);
  });
  afterAll(() => t.close());

  it('stays alive through a pause longer than the stale limit', async () => {
    const jobId = randomUUID();
    const answer = await pausedUpload(t, port, jobId, STALE_AFTER_MS * 2.5, async () => {
      expect(await t.app.jobRuntime.worker?.checkStaleJobs()).toEqual({ requeued: 0, failed: 0 });
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect((await t.app.jobRuntime.store.findById(jobId))?.status).toBe('completed');
  });
});

describe('a PUT upload whose body pauses', () => {
  // Shortened timings: the stale check (run by hand below, so that a loaded machine cannot make
  // it early or late) fails an upload silent for STALE_AFTER_MS.
  const STALE_AFTER_MS = 1_000;
  let t: JobTestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildJobTestApp({
      timing: {
        uploadHeartbeatMs: 50,
        staleAfterMs: STALE_AFTER_MS,
        staleCheckIntervalMs: 3_600_000,
      },
    });
    port = await listenLocally(t.app);
  });
  afterAll(() => t.close());

  it('lives as long as its client is connected, as POST does (`tail -f log | curl -T -`)', async () => {
    const jobId = randomUUID();
    // Over twice the stale limit without a byte: the client has not gone, it has nothing to send.
    const answer = await pausedUpload(t, port, jobId, STALE_AFTER_MS * 2.5, async () => {
      expect(await t.app.jobRuntime.worker?.checkStaleJobs()).toEqual({ requeued: 0, failed: 0 });
    });

    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(answer).not.toMatch(/ezpaarse-status/i);
    expect((await t.app.jobRuntime.store.findById(jobId))?.status).toBe('completed');
    const download = await t.app.inject({
      url: `/${jobId}`,
      headers: { authorization: t.auth.alice },
    });
    expect(download.body).toBe('first line\nsecond line\n');
  });

  it('answers a cancel made during the upload with the cancel, not a server error', async () => {
    const jobId = randomUUID();
    const answer = await pausedUpload(t, port, jobId, 100, async () => {
      const cancel = await t.app.inject({
        method: 'DELETE',
        url: `/api/jobs/${jobId}`,
        headers: { authorization: t.auth.alice },
      });
      expect(cancel.json()).toEqual({ jobId, status: 'abort' });
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 409 Conflict');
    expect(answer).toMatch(/^job-status: abort$/im);
    expect(answer).toContain('Cancelled by the user.');
  });
});
