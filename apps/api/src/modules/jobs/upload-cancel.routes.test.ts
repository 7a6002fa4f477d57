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
const multipart = filesBody([{ fileName: 'big.log', content: log, contentType: 'text/plain' }]);

describe('a job cancelled (DELETE /api/jobs/{id}) while its PUT body is still coming in', () => {
  let t: ProtocolApp;
  let port: number;
  beforeAll(async () => {
    t = await buildProtocolApp();
    port = await listenLocally(t.app);
  }, 60_000);
  afterAll(() => t.close());

  it.each([
    ['a raw body', 'text/plain', log],
    ['a multipart body', FILES_BODY_TYPE, multipart],
  ])(
    '%s: the uploader is answered `abort` at once and nothing of it is kept',
    async (_kind, type, payload) => {
      const jobId = randomUUID();
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      const answer = new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (chunk: Buffer) => {
          text += chunk.toString('latin1');
          if (text.includes('\r\n\r\n')) {
            resolve(text);
          }
        });
        socket.on('close', () => {
          resolve(text);
        });
      });
      socket.write(
        `PUT /${jobId} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${t.auth}\r\n` +
          `Content-Type: ${type}\r\nContent-Length: ${payload.length}\r\n\r\n`,
      );
      // A part of the body only: the client is still sending (a slow link, a big file).
      await new Promise((resolve) => socket.write(payload.subarray(0, 50_000), resolve));
      while ((await t.jobRow(jobId)) === undefined) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }

      const cancel = await t.send({ method: 'DELETE', url: `/api/jobs/${jobId}` });
      expect(cancel.statusCode).toBe(200);

      // Answered without the rest of the body ever being sent.
      const head = await answer;
      socket.destroy();
      expect(head).toMatch(/^HTTP\/1\.1 409 /);
      expect(head.toLowerCase()).toContain('job-status: abort');
      const row = await t.jobRow(jobId);
      expect(row?.status).toBe('abort');
      expect(row?.abortReason).toBe('cancelled');
      // Its report page has a report to show: not done, cancelled, nothing read.
      const report = await t.send({ method: 'GET', url: `/api/logs/${jobId}/report.json` });
      expect(report.statusCode).toBe(200);
      expect(report.json()).toMatchObject({
        general: {
          'Job-ID': jobId,
          'Job-Done': false,
          'nb-lines-input': 0,
          'nb-ecs': 0,
          'status-message': 'Cancelled by the user.',
          'abort-reason': 'cancelled',
          // The report a run starts with, from the settings the job was accepted with.
          'URL-Report': `http://127.0.0.1/${jobId}/job-report.json`,
          'Rejection-Rate': '0 %',
        },
        rejets: { 'nb-lines-ignored': 0, 'nb-lines-unknown-domains': 0 },
      });
      const inputs = path.join(t.config.filesDir, 'jobs', jobId, 'input');
      expect(await readdir(inputs).catch(() => [])).toEqual([]);
    },
  );
});
