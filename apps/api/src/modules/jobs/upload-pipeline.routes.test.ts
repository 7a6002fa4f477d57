import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  brotliCompressSync,
  constants,
  deflateRawSync,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from 'node:zlib';
import iconv from 'iconv-lite';
import { createPipelineProcessor } from '@sillage/jobs';
import { loadPipelineResources, type PipelineResources } from '@sillage/pipeline';
import { ACCEPTANCE } from '../../test/build-test-app.js';
import { filesBody, FILES_BODY_TYPE } from '../../test/files-body.js';
import { buildJobTestApp, type JobTestApp } from '../../test/job-test-app.js';

// One ScienceDirect access whose last, custom column holds non-ASCII text.
const LINE =
  '247.63.228.176 - THEODORE_MCCLURE [30/Nov/2012:00:14:17 +0100] ' +
  '"GET http://www.sciencedirect.com:80/science/journal/00121606 HTTP/1.1" 200 224846 "Résumé à lire"';
const FORMAT = '%h %l %u %t "%r" %s %b "%{note}<[^"]*>"';

/** Job uploads through the api with the real pipeline behind the embedded worker. */
describe('job uploads processed by the pipeline', () => {
  let t: JobTestApp;
  let resources: PipelineResources;
  beforeAll(async () => {
    resources = await loadPipelineResources({ geolocation: false });
    t = await buildJobTestApp({
      processor: createPipelineProcessor(resources),
      env: {
        SILLAGE_PREDEFINED_SETTINGS: path.join(ACCEPTANCE, 'resources/predefined-settings.json'),
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await resources.catalog.close();
  });

  const post = (payload: string | Buffer, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/',
      payload,
      headers: { authorization: t.auth.alice, 'content-type': 'text/plain', ...headers },
    });

  it('answers POST / in the Response-Charset, and says so in Content-Type', async () => {
    const headers = { 'log-format-ezproxy': FORMAT, accept: 'application/jsonstream' };
    const response = await post(`${LINE}\n`, { ...headers, 'response-charset': 'cp850' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=cp850');
    const bytes = response.rawPayload;
    // 'é' is one byte (0x82) in cp850.
    expect(bytes.includes(Buffer.from([0x52, 0x82, 0x73]))).toBe(true);
    const event = JSON.parse(iconv.decode(bytes, 'cp850')) as Record<string, unknown>;
    expect(event.note).toBe('Résumé à lire');
  });

  it('refuses a Response-Charset iconv-lite does not know with 4016', async () => {
    const response = await post(`${LINE}\n`, { 'response-charset': 'klingon' });
    expect(response.statusCode).toBe(406);
    expect(response.headers['ezpaarse-status']).toBe('4016');
  });

  // Reference §9.3 predefined-test: this log's extra columns match no built-in format.
  it('reads ul.ezproxy.log only with the 00-fr-univ-lorr predefined settings', async () => {
    const log = readFileSync(path.join(ACCEPTANCE, 'logs/multiformat/ul.ezproxy.log'));
    const without = await post(log, {});
    expect(without.statusCode).toBe(400);
    expect(without.headers['ezpaarse-status']).toBe('4003');
    const withSettings = await post(log, {
      'ezpaarse-predefined-settings': '00-fr-univ-lorr',
      accept: 'application/jsonstream',
    });
    expect(withSettings.statusCode).toBe(200);
    const events = withSettings.body
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, string>);
    expect(events.length).toBeGreaterThan(0);
    // The predefined format's own columns, and its Crypted-Fields: none (clear host).
    expect(events[0]).toMatchObject({ host: '120.120.120.120', platform: 'sd' });
    expect(events[0]?.session).toBe('gkD4AHFj7rDheJa');
  });

  describe('one log sent every way a client may send it', () => {
    // Varied lines (a repeated one would compress into a single back-reference) over many read
    // chunks: a stored input is read into reused buffers, which must not reach zlib as they are.
    const log = `${Array.from({ length: 30_000 }, (_, index) => {
      const time = `00:${String(Math.floor(index / 600) % 60).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}`;
      const journal = String(10_000_000 + index * 7919).slice(0, 8);
      return LINE.replace('00121606', journal).replace('00:14:17', time);
    }).join('\n')}\n`;
    const packed = gzipSync(log);
    // Brotli's default quality (11) takes seconds on this log; any quality decodes the same way.
    const brotli = brotliCompressSync(log, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    const headers = { 'log-format-ezproxy': FORMAT, 'crypting-salt': 'fixed' };
    const part = (contentType: string, fileName: string, content: Buffer) =>
      filesBody([{ fileName, content, contentType }]);
    const formType = { 'content-type': FILES_BODY_TYPE };
    let expected = '';
    beforeAll(async () => {
      expected = (await post(log, headers)).body;
    });

    it.each<[string, 'PUT' | 'POST', Buffer, Record<string, string>]>([
      ['plain text, stored (PUT)', 'PUT', Buffer.from(log), {}],
      ['gzip with Content-Encoding (PUT)', 'PUT', packed, { 'content-encoding': 'gzip' }],
      ['gzip typed application/gzip (PUT)', 'PUT', packed, { 'content-type': 'application/gzip' }],
      ['gzip undeclared (PUT)', 'PUT', packed, {}],
      [
        'gzip with Content-Encoding, streamed (POST)',
        'POST',
        packed,
        { 'content-encoding': 'gzip' },
      ],
      ['gzip undeclared, streamed (POST)', 'POST', packed, {}],
      [
        'deflate (zlib-wrapped) with Content-Encoding (PUT)',
        'PUT',
        deflateSync(log),
        { 'content-encoding': 'deflate' },
      ],
      [
        'raw deflate with Content-Encoding, streamed (POST)',
        'POST',
        deflateRawSync(log),
        { 'content-encoding': 'deflate' },
      ],
      ['br with Content-Encoding (PUT)', 'PUT', brotli, { 'content-encoding': 'br' }],
      ['br with Content-Encoding, streamed (POST)', 'POST', brotli, { 'content-encoding': 'br' }],
      [
        "a browser's .gz file part, typed application/gzip",
        'POST',
        part('application/gzip', 'access.log.gz', packed),
        formType,
      ],
      [
        'a .gz file part typed application/octet-stream',
        'POST',
        part('application/octet-stream', 'access.log.gz', packed),
        formType,
      ],
      ['a plain file part', 'POST', part('text/plain', 'access.log', Buffer.from(log)), formType],
      // A part has no Content-Encoding of its own, and these two have no magic bytes: the name
      // tells them (`sillage upload a.log.br b.log` sends such parts).
      [
        'a .br file part typed application/octet-stream',
        'PUT',
        part('application/octet-stream', 'access.log.br', brotli),
        formType,
      ],
      [
        'a .zz file part',
        'POST',
        part('application/octet-stream', 'access.log.zz', deflateSync(log)),
        formType,
      ],
    ])('%s: the same events', async (_how, method, payload, declared) => {
      const jobId = randomUUID();
      const response = await t.app.inject({
        method,
        url: method === 'PUT' ? `/${jobId}` : '/',
        payload,
        headers: {
          authorization: t.auth.alice,
          'content-type': 'text/plain',
          ...headers,
          ...declared,
        },
      });
      expect(response.statusCode).toBe(200);
      const body =
        method === 'PUT'
          ? (await t.app.inject({ url: `/${jobId}`, headers: { authorization: t.auth.alice } }))
              .body
          : response.body;
      expect(expected.split('\n').length).toBeGreaterThan(1000);
      expect(body).toBe(expected);
    });
  });

  it.each([
    ['gzip', gunzipSync],
    ['deflate', inflateSync],
  ] as const)('compresses the result with Response-Encoding: %s', async (encoding, expand) => {
    const headers = { 'log-format-ezproxy': FORMAT, 'crypting-salt': 'fixed' };
    const plain = await post(`${LINE}\n`, headers);
    const packed = await post(`${LINE}\n`, { ...headers, 'response-encoding': encoding });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.rawPayload.equals(plain.rawPayload)).toBe(false);
    // log_id, hashes and columns are the same; only the compression differs.
    expect(expand(packed.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.body.split('\n')).toHaveLength(3);
  });
});
