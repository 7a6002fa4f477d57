import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { MyJobsSchema, type MyJob } from '@sillage/shared-types';
import { listenLocally } from '../../test/build-test-app.js';
import { buildJobTestApp, type JobTestApp } from '../../test/job-test-app.js';

const BOUNDARY = 'sillage-test-boundary';
const part = (name: string, content: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files[]"; filename="${name}"\r\n` +
  `Content-Type: text/plain\r\n\r\n${content}\r\n`;

/**
 * My jobs names the files of an upload still coming in, and of one cut before its end: each name
 * is recorded as its part begins, not once the whole body is stored.
 */
describe('the file names of an upload in progress', () => {
  let t: JobTestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildJobTestApp();
    port = await listenLocally(t.app);
  });
  afterAll(() => t.close());

  const mine = async (jobId: string): Promise<MyJob | undefined> =>
    MyJobsSchema.parse(
      (
        await t.app.inject({ url: '/api/jobs/mine', headers: { authorization: t.auth.alice } })
      ).json(),
    ).jobs.find((job) => job.jobId === jobId);

  async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let tries = 0; tries < 200; tries += 1) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return read();
  }

  it('lists the files begun while the body comes in, and keeps them when the upload is cut', async () => {
    const jobId = randomUUID();
    const body = part('first.log', 'a line\n') + part('second.log', 'another line\n');
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    // The head announces more than is sent: the second part is still coming in.
    socket.write(
      `PUT /${jobId} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${t.auth.alice}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
        `Content-Length: ${String(Buffer.byteLength(body) + 1000)}\r\n\r\n${body}`,
    );
    try {
      const uploading = await waitFor(
        () => mine(jobId),
        (job) => (job?.files.length ?? 0) === 2,
      );
      expect(uploading).toMatchObject({
        status: 'queued',
        uploading: true,
        files: ['first.log', 'second.log'],
      });
    } finally {
      socket.destroy();
    }
    const cut = await waitFor(
      () => mine(jobId),
      (job) => job?.status === 'abort',
    );
    expect(cut).toMatchObject({
      status: 'abort',
      abortReason: 'upload-interrupted',
      uploading: false,
      files: ['first.log', 'second.log'],
    });
  });
});
