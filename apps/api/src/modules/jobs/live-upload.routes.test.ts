import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { request, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createPipelineProcessor } from '@sillage/jobs';
import { loadPipelineResources, type PipelineResources } from '@sillage/pipeline';
import { ACCEPTANCE, TEST_VERSION, listenLocally } from '../../test/build-test-app.js';
import { buildJobTestApp, type JobTestApp } from '../../test/job-test-app.js';
import { fillInputStorage } from '../../test/full-storage.js';

const [FIRST, SECOND] = readFileSync(path.join(ACCEPTANCE, 'logs/sd.mini.log'), 'utf8').split('\n');

/** Collects a response's body as it arrives; `ended` settles with how the transfer finished. */
function reader(response: IncomingMessage) {
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    text += chunk;
  });
  const ended = new Promise<'complete' | 'incomplete'>((resolve) => {
    response.once('end', () => {
      resolve('complete');
    });
    response.once('aborted', () => {
      resolve('incomplete');
    });
    response.once('error', () => {
      resolve('incomplete');
    });
  });
  return { text: () => text, ended };
}

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// Reference §9.3 realtime-test: with deduplication off, the answer's headers and first event
// arrive while the upload is still open.
describe('POST / with a plain body is processed live', () => {
  let t: JobTestApp;
  let resources: PipelineResources;
  let port: number;
  beforeAll(async () => {
    resources = await loadPipelineResources({ geolocation: false });
    t = await buildJobTestApp({
      processor: createPipelineProcessor(resources),
      timing: { uploadHeartbeatMs: 100 },
    });
    port = await listenLocally(t.app);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await resources.catalog.close();
  });

  function open(): { upload: ClientRequest; response: Promise<IncomingMessage> } {
    const upload = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/',
      headers: {
        authorization: t.auth.alice,
        'content-type': 'text/plain',
        'double-click-removal': 'false',
        accept: 'text/csv',
      },
    });
    const response = new Promise<IncomingMessage>((resolve, reject) => {
      upload.once('response', resolve);
      upload.once('error', reject);
    });
    return { upload, response };
  }

  it('sends the headers and the first event before the body ends, then the rest', async () => {
    const { upload, response } = open();
    upload.write(`${FIRST ?? ''}\n`);
    const answer = await response;
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['job-id']).toMatch(/^[a-f0-9-]{36}$/);
    // Written on the raw response: the app's own headers are there too.
    expect(answer.headers['ezpaarse-version']).toBe(TEST_VERSION);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const body = reader(answer);
    await until(() => body.text().split('\n').length > 2, 'the first event');
    expect(body.text().split('\n')[1]).toContain(';sd;');
    expect(upload.writableEnded).toBe(false);

    upload.end(`${SECOND ?? ''}\n`);
    expect(await body.ended).toBe('complete');
    expect(body.text().trim().split('\n')).toHaveLength(3);
    const jobId = String(answer.headers['job-id']);
    const report = await t.app.inject({
      url: `/${jobId}/job-report.json`,
      headers: { authorization: t.auth.alice },
    });
    expect(report.json()).toMatchObject({
      general: { 'Job-Done': true, 'nb-lines-input': 2, 'nb-ecs': 2 },
    });
  });

  it('waits for a slow reader without leaving listeners on the answer', async () => {
    let answerRaw: ServerResponse | undefined;
    const capture = (_request: IncomingMessage, raw: ServerResponse) => {
      answerRaw = raw;
    };
    t.app.server.on('request', capture);
    // About 12 MB of result: more than the sockets' buffers hold, so the answer has to wait.
    const lines = 3_000;
    const long = (FIRST ?? '').replace(' HTTP/1.1"', `&pad=${'x'.repeat(4_000)} HTTP/1.1"`);
    const { upload, response } = open();
    upload.end(`${Array.from({ length: lines }, () => long).join('\n')}\n`);
    const answer = await response;
    t.app.server.off('request', capture);
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, answerRaw?.listenerCount('close') ?? 0);
    }, 1);
    const body = reader(answer);
    // A slow reader: a pause after every piece.
    answer.on('data', () => {
      answer.pause();
      setTimeout(() => answer.resume(), 1);
    });
    expect(await body.ended).toBe('complete');
    clearInterval(watch);
    expect(body.text().trim().split('\n')).toHaveLength(lines + 1);
    // Fastify's and the answer's own: a few, not one per wait.
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThan(6);
  });

  it('keeps no result when its client leaves after the job completed, mid-answer', async () => {
    // More result than the sockets hold, so the answer is still being sent when the job ends.
    const long = (FIRST ?? '').replace(' HTTP/1.1"', `&pad=${'x'.repeat(4_000)} HTTP/1.1"`);
    const { upload, response } = open();
    upload.end(`${Array.from({ length: 3_000 }, () => long).join('\n')}\n`);
    const answer = await response;
    answer.pause();
    const jobId = String(answer.headers['job-id']);
    const { store, storage } = t.app.jobRuntime;
    await until(async () => (await store.findById(jobId))?.status === 'completed', 'the job done');
    expect(await storage.findResult(jobId)).toBeDefined();
    answer.destroy();
    await until(async () => (await storage.findResult(jobId)) === undefined, 'the result removed');
    const result = await t.app.inject({
      url: `/${jobId}`,
      headers: { authorization: t.auth.alice },
    });
    expect(result.statusCode).toBe(404);
    expect((await store.findById(jobId))?.status).toBe('completed');
  });

  // The worker reading the input takes an input untouched for its stale limit for one whose
  // api is gone (another process may be reading it): a pause in the body must not look so.
  it('touches the input while the body pauses', async () => {
    const { upload, response } = open();
    upload.write(`${FIRST ?? ''}\n`);
    const answer = await response;
    const body = reader(answer);
    const jobId = String(answer.headers['job-id']);
    const storage = t.app.jobRuntime.storage;
    const input = storage.inputPath(jobId, storage.inputFile(0));
    const touched = async () => (await stat(input)).mtimeMs;
    const first = await touched();
    await until(() => Date.now() > first + 50, 'a moment');
    const later = Date.now();
    await until(async () => (await touched()) >= later, 'the input touched with no data');
    upload.end(`${SECOND ?? ''}\n`);
    expect(await body.ended).toBe('complete');
  });

  it('cuts the transfer short when the job is cancelled after its first event', async () => {
    const { upload, response } = open();
    upload.write(`${FIRST ?? ''}\n`);
    const answer = await response;
    const body = reader(answer);
    await until(() => body.text().split('\n').length > 2, 'the first event');
    const jobId = String(answer.headers['job-id']);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/jobs/${jobId}`,
      // The page's own origin (injected requests name port 80 in their Host).
      headers: { authorization: t.auth.alice, origin: 'http://localhost:80' },
    });
    expect(cancel.statusCode).toBeLessThan(300);
    // No closing chunk: a client cannot take the short result for a whole one.
    expect(await body.ended).toBe('incomplete');
    upload.destroy();
    const row = await t.app.inject({
      url: `/${jobId}/job-report.json`,
      headers: { authorization: t.auth.alice },
    });
    expect(row.statusCode).toBe(200);
  });

  it('answers 507 when the storage fills up before any event', async () => {
    const restoreStorage = fillInputStorage(t.app.jobRuntime.storage);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/',
        payload: `${FIRST ?? ''}\n`.repeat(1000),
        headers: { authorization: t.auth.alice, 'content-type': 'text/plain' },
      });
      expect(response.statusCode).toBe(507);
      // As a full storage during processing answers: the ezPAARSE status in headers and body.
      expect(response.headers['ezpaarse-status']).toBe('5002');
      expect(response.json<{ code: number; detail: string }>()).toMatchObject({
        code: 5002,
        detail: expect.stringMatching(/no storage space/) as unknown,
      });
    } finally {
      restoreStorage();
    }
  });

  it('still answers a plain error status when the job fails before any event', async () => {
    const { upload, response } = open();
    upload.end('not a log line\n'.repeat(20));
    const answer = await response;
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['ezpaarse-status']).toBe('4003');
    expect(await reader(answer).ended).toBe('complete');
  });

  // Reference §9.3 no-linebreak-test: it waits for this answer before it ends its body.
  it('answers 400 / 4022 while the body is still open once 100 000 bytes came without a line break', async () => {
    const { upload, response } = open();
    upload.write('x'.repeat(200_000));
    const answer = await response;
    expect(upload.writableEnded).toBe(false);
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['ezpaarse-status']).toBe('4022');
    const body = reader(answer);
    expect(await body.ended).toBe('complete');
    expect(JSON.parse(body.text())).toMatchObject({ statusCode: 400, code: 4022 });
    upload.destroy();
  }, 20_000);
});
