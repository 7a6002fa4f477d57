import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ACCEPTANCE, TEST_VERSION } from '../test/build-test-app.js';
import { buildProtocolApp, referenceLog, type ProtocolApp } from '../test/protocol-app.js';

const BASE = 'http://localhost:80';
const REJECT_HEADERS = [
  'lines-unknown-formats',
  'lines-ignored-domains',
  'lines-unknown-domains',
  'lines-unqualified-ecs',
  'lines-duplicate-ecs',
  'lines-unordered-ecs',
  'lines-filtered-ecs',
  'lines-ignored-hosts',
  'lines-robots-ecs',
  'lines-unknown-errors',
];

const golden = (name: string) => path.join(ACCEPTANCE, 'golden', name);
const goldenReport = (log: string) =>
  JSON.parse(readFileSync(golden(`${log}.report.json`), 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;

/** The path of an absolute job URL the answer advertised. */
const pathOf = (url: unknown) => new URL(String(url)).pathname;

// Reference server.md §2.2–§2.3 (job routes, response headers, artefacts), §5.9 (columns) and
// §5.10 (report keys), as the reference's own test suite uses them through HTTP.
describe('job routes of the ezPAARSE protocol', () => {
  let t: ProtocolApp;
  beforeAll(async () => {
    t = await buildProtocolApp();
  }, 60_000);
  afterAll(() => t.close());

  describe('POST /', () => {
    it('streams the events back with the job headers, each an absolute URL', async () => {
      const response = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('sd.mini.log'),
      });
      expect(response.statusCode).toBe(200);
      const jobId = response.headers['job-id'];
      expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
      const job = `${BASE}/${String(jobId)}`;
      expect(response.headers).toMatchObject({
        'content-type': 'text/csv',
        'job-report': `${job}/job-report.json`,
        'job-traces': `${job}/job-traces.log`,
        'denied-ecs': `${job}/denied-ecs.csv`,
        'ezpaarse-version': TEST_VERSION,
        'sillage-version': TEST_VERSION,
      });
      for (const header of REJECT_HEADERS) {
        expect(response.headers[header]).toBe(`${job}/${header}.log`);
      }
      expect(response.headers['ezpaarse-status']).toBeUndefined();
      expect(response.body.trim().split('\n')).toHaveLength(3);
    });

    it.each([
      ['text/csv', 'text/csv', 'csv'],
      ['*/*', 'text/csv', 'csv'],
      ['text/tab-separated-values', 'text/tab-separated-values', 'txt'],
      ['application/json', 'application/json', 'json'],
      ['application/jsonstream', 'application/json', 'json'],
    ])('Accept: %s answers %s (denied file .%s)', async (accept, type, extension) => {
      const response = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('sd.mini.log'),
        headers: { accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(String(response.headers['denied-ecs'])).toMatch(
        new RegExp(`/denied-ecs\\.${extension}$`),
      );
    });

    it('writes the default columns in the reference order, then the log-format fields', async () => {
      const response = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('geolocalize.log'),
        headers: { accept: 'text/csv' },
      });
      const expected = gunzipSync(readFileSync(golden('geolocalize.log.csv.gz')))
        .toString('utf8')
        .split('\n')[0];
      expect(response.body.split('\n')[0]).toBe(expected);
    });

    it('Output-Fields adds and removes columns', async () => {
      const response = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('customformat.log'),
        headers: {
          'crypted-fields': 'disabled',
          'log-format-ezproxy': '%u %{col1}<[0-9]+> %t "%r" %{col2}<"[A-Z]+">',
          'output-fields': '-url,+newCol',
        },
      });
      expect(response.statusCode).toBe(200);
      const [header, event] = response.body.trim().split('\n');
      expect(header?.split(';')).toEqual(expect.arrayContaining(['col1', 'col2', 'newCol']));
      expect(header?.split(';')).not.toContain('url');
      expect(event?.split(';')).toEqual(expect.arrayContaining(['chucknorris', '012', 'ABC']));
    });

    it('reports with every key of the reference report', async () => {
      const response = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('geolocalize.log'),
      });
      const report = await t.send({ method: 'GET', url: pathOf(response.headers['job-report']) });
      expect(report.statusCode).toBe(200);
      const jobId = String(response.headers['job-id']);
      expect(report.headers['content-disposition']).toBe(
        `attachment; filename="${jobId.slice(0, 8)}_report.json"`,
      );
      const ours = report.json<Record<string, Record<string, unknown>>>();
      const reference = goldenReport('geolocalize.log');
      for (const [section, keys] of Object.entries(reference)) {
        expect([section, Object.keys(ours[section] ?? {})]).toEqual([
          section,
          expect.arrayContaining(Object.keys(keys)),
        ]);
      }
      expect(ours.general).toMatchObject({
        'Job-ID': jobId,
        'Job-Done': true,
        'nb-lines-input': 1,
        'nb-ecs': 1,
        'URL-Report': response.headers['job-report'],
        'URL-Traces': response.headers['job-traces'],
        'url-denied-ecs': response.headers['denied-ecs'],
      });
      expect(ours.general?.['Rejection-Rate']).toMatch(/^\d+(\.\d+)? %$/);
    });

    it('advertises every reject file, but serves only those asked for in Reject-Files', async () => {
      const plain = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('unknown-domain.log'),
      });
      const notAsked = await t.send({
        method: 'GET',
        url: pathOf(plain.headers['lines-unknown-domains']),
      });
      expect(notAsked.statusCode).toBe(404);
      const asked = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('unknown-domain.log'),
        headers: { 'reject-files': 'all' },
      });
      const file = await t.send({
        method: 'GET',
        url: pathOf(asked.headers['lines-unknown-domains']),
      });
      expect(file.statusCode).toBe(200);
      // The original line, as read (each line of a reject file ends with a line break).
      expect(file.body).toBe(`${referenceLog('unknown-domain.log').toString('utf8').trim()}\n`);
      const traces = await t.send({ method: 'GET', url: pathOf(asked.headers['job-traces']) });
      expect(traces.statusCode).toBe(200);
      expect(traces.body).not.toBe('');
    });

    it('sends a job file over 500 KiB as an attachment named <id8>_<file>', async () => {
      const line = referenceLog('unknown-domain.log').toString('utf8').trim();
      const big = await t.send({
        method: 'POST',
        url: '/',
        payload: `${line}\n`.repeat(Math.ceil((600 * 1024) / line.length)),
        headers: { 'reject-files': 'unknown-domains' },
      });
      expect(big.statusCode).toBe(200);
      const file = await t.send({
        method: 'GET',
        url: pathOf(big.headers['lines-unknown-domains']),
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="${String(big.headers['job-id']).slice(0, 8)}_lines-unknown-domains.log"`,
      );
    });

    // §2.3: the reference serves every file of the job's folder by name, `report.json` included.
    it('serves the report under its file name too: /{jobId}/report.json, inline', async () => {
      const response = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('sd.mini.log'),
      });
      const jobId = String(response.headers['job-id']);
      for (const url of [`/${jobId}/report.json`, `/api/logs/${jobId}/report.json`]) {
        const file = await t.send({ method: 'GET', url });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-disposition']).toBeUndefined();
        expect(file.json()).toMatchObject({ general: { 'Job-ID': jobId, 'nb-ecs': 2 } });
      }
    });

    // §3.2 documents `false`; `no`, `off` and `0` mean it too (the reference kept deduplicating).
    it.each(['false', 'no', 'OFF', '0'])(
      'Double-Click-Removal: %s keeps every click of sd.duplicates-manyclick.log',
      async (value) => {
        const response = await t.send({
          method: 'POST',
          url: '/',
          payload: referenceLog('sd.duplicates-manyclick.log'),
          headers: {
            'log-format-ezproxy': '%h %u %{session}<[a-zA-Z0-9\\-]+> %t "%r" %s',
            'double-click-removal': value,
            accept: 'application/jsonstream',
          },
        });
        expect(response.statusCode).toBe(200);
        expect(response.body.trim().split('\n')).toHaveLength(7);
      },
    );

    it('keeps no result for a POST job: GET /{jobId} is a 404', async () => {
      const response = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('sd.mini.log'),
      });
      const download = await t.send({
        method: 'GET',
        url: `/${String(response.headers['job-id'])}`,
      });
      expect(download.statusCode).toBe(404);
    });

    it('Geoip: none leaves every geoip field out, JSON included', async () => {
      const response = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('geolocalize.log'),
        headers: { accept: 'application/json', geoip: 'none' },
      });
      expect(response.statusCode).toBe(200);
      const [event] = response.json<Record<string, unknown>[]>();
      expect(event).toMatchObject({ platform: 'sd' });
      expect(Object.keys(event ?? {}).filter((key) => key.startsWith('geoip-'))).toEqual([]);
      const report = await t.send({ method: 'GET', url: pathOf(response.headers['job-report']) });
      const general = report.json<{ general: Record<string, unknown> }>().general;
      expect(general.geolocalization).toBe('none');
      expect(String(general.middlewares).split(', ')).toContain('geolocalizer');
    });

    it('Geoip: geoip-country still geolocates fully (the header picks CSV columns)', async () => {
      const response = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('geolocalize.log'),
        headers: { accept: 'application/json', geoip: 'geoip-country' },
      });
      const [event] = response.json<Record<string, unknown>[]>();
      expect(event).toMatchObject({ 'geoip-country': 'US', 'geoip-region': 'NY' });
    });
  });

  describe('PUT /{jobId} (deferred result)', () => {
    const expectDeferred = async (upload: { statusCode: number; body: string }, jobId: string) => {
      expect(upload.statusCode).toBe(200);
      expect(upload.body).toMatch(/^\.*$/);
      const first = await t.send({ method: 'GET', url: `/${jobId}/` });
      expect(first.statusCode).toBe(200);
      const events = first.json<unknown[]>();
      expect(events.length).toBeGreaterThan(0);
      const second = await t.send({ method: 'GET', url: `/${jobId}` });
      expect(second.json()).toEqual(events);
    };

    it('answers dots only, and the result can be fetched twice, identical', async () => {
      const jobId = crypto.randomUUID();
      const upload = await t.send({
        method: 'PUT',
        url: `/${jobId}`,
        payload: referenceLog('sd.mini.log'),
        headers: { accept: 'application/json' },
      });
      await expectDeferred(upload, jobId);
      const download = await t.send({ method: 'GET', url: `/${jobId}` });
      expect(download.headers['content-type']).toMatch(/^application\/json/);
      expect(download.headers['content-disposition']).toMatch(
        new RegExp(
          `^attachment; filename="${jobId.slice(0, 8)}_\\d{4}-\\d\\d-\\d\\d_\\d\\dh\\d\\d\\.job-ecs\\.json"$`,
        ),
      );
      const named = await t.send({ method: 'GET', url: `/${jobId}?filename=my-result` });
      expect(named.headers['content-disposition']).toBe('attachment; filename="my-result.json"');
    });

    it.each([
      [
        'POST /{jobId}/?_method=PUT',
        (id: string) => ({ method: 'POST' as const, url: `/${id}/?_method=PUT` }),
      ],
      [
        'POST /{jobId}?_method=put',
        (id: string) => ({ method: 'POST' as const, url: `/${id}?_method=put` }),
      ],
      [
        'POST /{jobId} with X-HTTP-Method-Override: PUT',
        (id: string) => ({
          method: 'POST' as const,
          url: `/${id}`,
          headers: { 'x-http-method-override': 'PUT' },
        }),
      ],
      ['PUT /{jobId}/', (id: string) => ({ method: 'PUT' as const, url: `/${id}/` })],
    ])('takes the alias %s', async (_alias, request) => {
      const jobId = crypto.randomUUID();
      const { headers, ...rest } = request(jobId) as {
        method: 'POST' | 'PUT';
        url: string;
        headers?: Record<string, string>;
      };
      const upload = await t.send({
        ...rest,
        payload: referenceLog('sd.mini.log'),
        headers: { accept: 'application/json', ...headers },
      });
      await expectDeferred(upload, jobId);
    });

    it('a POST /{jobId} that does not ask for PUT is no route', async () => {
      const response = await t.send({
        method: 'POST',
        url: `/${crypto.randomUUID()}`,
        payload: referenceLog('sd.mini.log'),
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('GET /{jobId}/job-report.html', () => {
    it('shows the report as a page, in French by default, in English on request', async () => {
      const jobId = crypto.randomUUID();
      await t.send({ method: 'PUT', url: `/${jobId}`, payload: referenceLog('sd.mini.log') });
      for (const prefix of ['', '/api/logs']) {
        const page = await t.send({ method: 'GET', url: `${prefix}/${jobId}/job-report.html` });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.body).toMatch(
          /<title>Rapport d&#39;exécution \(\d\d-\d\d-\d{4} \d\dh\d\d\) - Sillage<\/title>/,
        );
        expect(page.body).toContain(`<td>${jobId}</td>`);
        expect(page.body).toContain('<th scope="row">nb-lines-unknown-formats</th>');
      }
      const english = await t.send({
        method: 'GET',
        url: `/${jobId}/job-report.html`,
        headers: { 'accept-language': 'en-GB,en;q=0.8,fr;q=0.5' },
      });
      expect(english.body).toContain('<html lang="en">');
      expect(english.body).toMatch(/<h1>Execution report \(/);
    });

    it('reads the report the job saved in its row when the file is damaged, else says why', async () => {
      const jobId = crypto.randomUUID();
      await t.send({ method: 'PUT', url: `/${jobId}`, payload: referenceLog('sd.mini.log') });
      const file = t.app.jobRuntime.storage.artefactPath(jobId, 'report.json');
      for (const damaged of ['{"general": {"Job-Id', 'null', '[1, 2]']) {
        writeFileSync(file, damaged);
        const page = await t.send({ method: 'GET', url: `/${jobId}/job-report.html` });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(`<td>${jobId}</td>`);
      }
      await t.database.db
        .updateTable('jobs')
        .set({ report: null })
        .where('id', '=', jobId)
        .execute();
      const unreadable = await t.send({ method: 'GET', url: `/${jobId}/job-report.html` });
      expect(unreadable.statusCode).toBe(500);
      expect(unreadable.json()).toMatchObject({ message: 'reportUnreadable' });
    });

    it('is a 404 for a job that does not exist', async () => {
      const page = await t.send({ method: 'GET', url: `/${crypto.randomUUID()}/job-report.html` });
      expect(page.statusCode).toBe(404);
    });
  });
});
