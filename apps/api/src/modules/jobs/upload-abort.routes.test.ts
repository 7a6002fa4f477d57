import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { filesBody, FILES_BODY_TYPE } from '../../test/files-body.js';
import { buildProtocolApp, type ProtocolApp } from '../../test/protocol-app.js';
import { listenLocally } from '../../test/build-test-app.js';

jest.setTimeout(60_000);

const line =
  '127.0.0.1 - u [12/Mar/2013:00:13:05 +0100] "GET http://www.nature.com/ HTTP/1.1" 200 1\n';
const log = Buffer.from(line.repeat(20_000));
const multipart = filesBody([{ fileName: 'cut.log', content: log, contentType: 'text/plain' }]);

describe('an upload whose client hangs up before its answer', () => {
  let t: ProtocolApp;
  let port: number;
  beforeAll(async () => {
    t = await buildProtocolApp();
    port = await listenLocally(t.app);
  }, 60_000);
  afterAll(() => t.close());

  /**
   * Sends the head and `sent` body bytes, waits until the job row exists, then cuts the socket: a
   * browser's upload cancelled, or a script stopped.
   */
  async function cutUpload(type: string, payload: Buffer, sent: number, jobId: string) {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write(
      `PUT /${jobId} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${t.auth}\r\n` +
        `Content-Type: ${type}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    // Handed to the kernel before the cut: `destroy` would drop bytes still queued here.
    await new Promise((resolve) => socket.write(payload.subarray(0, sent), resolve));
    while ((await t.jobRow(jobId)) === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    socket.destroy();
  }

  /** The row once it has ended, or as it stands after `waitMs`. */
  async function settledRow(jobId: string, waitMs = 10_000) {
    const deadline = Date.now() + waitMs;
    let row = await t.jobRow(jobId);
    while (Date.now() < deadline && (row?.status === 'queued' || row?.status === 'running')) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      row = await t.jobRow(jobId);
    }
    return row;
  }

  it.each([
    ['a raw body, cut early', 'text/plain', log, 1_000],
    ['a raw body, cut a few bytes short', 'text/plain', log, log.length - 3],
    ['a multipart body, cut inside its file part', FILES_BODY_TYPE, multipart, 200_000],
    [
      'a multipart body, cut inside its closing boundary',
      FILES_BODY_TYPE,
      multipart,
      multipart.length - 4,
    ],
    ['a raw body, whole, then cut', 'text/plain', log, log.length],
    ['a multipart body, whole, then cut', FILES_BODY_TYPE, multipart, multipart.length],
  ])('%s: the job ends `abort` at once and keeps no input', async (_kind, type, payload, sent) => {
    const jobId = randomUUID();
    await cutUpload(type, payload, sent, jobId);
    const row = await settledRow(jobId);
    expect(row?.status).toBe('abort');
    // A whole body may still be unread when its client hangs up: then it is the upload that was cut.
    expect(row?.errorMessage).toMatch(
      sent < payload.length
        ? /^The upload was cancelled\.$/
        : /^(The upload was cancelled|The client went away)\.$/,
    );
    expect(row?.abortReason).toBe(
      row?.errorMessage === 'The client went away.' ? 'client-gone' : 'upload-interrupted',
    );
    const report = await t.send({ method: 'GET', url: `/api/logs/${jobId}/report.json` });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({
      general: { 'Job-Done': false, 'status-message': row?.errorMessage },
    });
    if (sent < payload.length) {
      // What was received of a cut upload is not kept (a whole one's input goes with its job).
      const inputs = path.join(t.config.filesDir, 'jobs', jobId, 'input');
      expect(await readdir(inputs).catch(() => [])).toEqual([]);
    }
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});
