import { randomUUID } from 'node:crypto';
import { buildJobTestApp, type JobTestApp } from '../test/job-test-app.js';

const BOUNDARY = 'fieldsboundary';
const LOG =
  '127.0.0.1 - - [01/Jan/2024:10:00:00 +0100] "GET http://www.example.org/a HTTP/1.1" 200 100\n';

/** A multipart job body: the given form fields, then one `files[]` part with the log. */
function multipart(fields: Record<string, string>): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(
    `${parts.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="files[]"; filename="a.log"\r\n\r\n${LOG}\r\n--${BOUNDARY}--\r\n`,
  );
}

/**
 * A job reads only the `files[]` parts of a multipart body, and their bytes count against the
 * upload cap. Other form fields are held in memory by the multipart parser (up to 1 MiB each, a
 * thousand parts per request): a few such requests at once would fill the server's memory
 * past any upload cap. A field longer than a short text is refused instead.
 */
describe('form fields of a multipart job', () => {
  let t: JobTestApp;
  beforeAll(async () => {
    t = await buildJobTestApp({ env: { SILLAGE_MAX_UPLOAD_MB: '1' } });
  });
  afterAll(() => t.close());

  const upload = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/${randomUUID()}`,
      headers: {
        authorization: t.auth.alice,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: multipart(fields),
    });

  it('refuses a field larger than a short text (4007), past the upload cap or not', async () => {
    const response = await upload({ padding: 'x'.repeat(64 * 1024) });
    expect(response.statusCode).toBe(400);
    expect(response.headers['ezpaarse-status']).toBe('4007');
  });

  it('still ignores short fields and runs the job on the files', async () => {
    const response = await upload({ note: 'sent from a form', other: 'yes' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['ezpaarse-status']).toBeUndefined();
  });
});
