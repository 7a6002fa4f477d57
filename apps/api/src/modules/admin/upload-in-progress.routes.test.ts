import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import WebSocket from 'ws';
import type { ServerMessage } from '@sillage/shared-types';
import { listenLocally } from '../../test/build-test-app.js';
import { buildJobTestApp, type JobTestApp } from '../../test/job-test-app.js';

const FIRST_HALF = 'first line\nsecond line\n';
const SECOND_HALF = 'third line\n';

/**
 * A job whose body is still arriving is work in progress (spec §4 "progress (upload)"): a restart
 * without force would cut it, and the admins' count of jobs in progress includes it (QA B, items 1
 * and 4).
 */
describe('a job being uploaded, seen from the admin routes', () => {
  let t: JobTestApp;
  let port: number;
  const requestRestart = jest.fn<undefined, []>();
  beforeAll(async () => {
    t = await buildJobTestApp({ dependencies: { requestRestart } });
    port = await listenLocally(t.app);
  });
  afterAll(() => t.close());

  /** Sends a PUT's head and the first half of its body, and resolves once its job row exists. */
  async function startUpload(jobId: string): Promise<Socket> {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    const length = Buffer.byteLength(FIRST_HALF + SECOND_HALF);
    socket.write(
      `PUT /${jobId} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${t.auth.alice}\r\n` +
        `Content-Type: text/plain\r\nContent-Length: ${String(length)}\r\n\r\n${FIRST_HALF}`,
    );
    while ((await t.app.jobRuntime.store.findById(jobId)) === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return socket;
  }

  /** Sends the rest of the body and resolves with the answer's first line. */
  async function finishUpload(socket: Socket): Promise<string> {
    const answered = new Promise<string>((resolve) => {
      socket.once('data', (data: Buffer) => {
        resolve(data.toString('latin1').split('\r\n')[0] ?? '');
      });
    });
    socket.write(SECOND_HALF);
    const statusLine = await answered;
    socket.destroy();
    return statusLine;
  }

  const admin = () => ({ authorization: t.auth.admin });

  it('refuses a restart without force, and lists the job among those in progress', async () => {
    const jobId = randomUUID();
    const socket = await startUpload(jobId);
    try {
      expect((await t.app.jobRuntime.store.findById(jobId))?.status).toBe('queued');
      const restart = await t.app.inject({
        method: 'POST',
        url: '/api/admin/restart',
        headers: admin(),
      });
      expect(restart.statusCode).toBe(409);
      expect(restart.json()).toMatchObject({ message: 'jobsRunning' });
      expect(requestRestart).not.toHaveBeenCalled();

      const inProgress = await t.app.inject({ url: '/api/admin/jobs', headers: admin() });
      expect(inProgress.json()).toEqual([jobId]);
    } finally {
      expect(await finishUpload(socket)).toBe('HTTP/1.1 200 OK');
    }
    expect((await t.app.inject({ url: '/api/admin/jobs', headers: admin() })).json()).toEqual([]);
  });

  it('tells the admins watching jobs as soon as an upload begins', async () => {
    const watcher = new WebSocket(`ws://127.0.0.1:${String(port)}/ws`, { headers: admin() });
    const lists: string[][] = [];
    watcher.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as ServerMessage;
      if (message.type === 'jobs') {
        lists.push(message.data);
      }
    });
    await new Promise((resolve) => watcher.once('open', resolve));
    watcher.send(JSON.stringify({ type: 'watch-jobs' }));
    const jobId = randomUUID();
    const socket = await startUpload(jobId);
    try {
      for (let tries = 0; tries < 100 && !lists.some((ids) => ids.includes(jobId)); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(lists).toContainEqual([jobId]);
    } finally {
      await finishUpload(socket);
      watcher.close();
    }
  });
});
