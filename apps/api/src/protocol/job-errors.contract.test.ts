import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ApiErrorSchema, JOB_STATUS_CODES, type JobStatusCode } from '@sillage/shared-types';
import { ACCEPTANCE } from '../test/build-test-app.js';
import { filesBody, FILES_BODY_TYPE } from '../test/files-body.js';
import { buildProtocolApp, referenceLog, type ProtocolApp } from '../test/protocol-app.js';

// Reference server.md §1.3 (7), §2.2 and §2.8: a refused or failed job answers its HTTP status,
// the `ezPAARSE-Status` / `ezPAARSE-Status-Message` headers, and a JSON body whose `code` is the
// numeric ezPAARSE status (the clients written for the reference read `code`).
describe('job errors, as the reference answers them', () => {
  let t: ProtocolApp;
  beforeAll(async () => {
    t = await buildProtocolApp();
  }, 60_000);
  afterAll(() => t.close());

  it.each([
    [
      'a first line no format matches, with Max-Parse-Attempts: 1',
      'sd.wrong-first-line.log',
      { 'max-parse-attempts': '1' },
      400,
      4003,
    ],
    ['an empty Output-Fields item', 'customformat.log', { 'output-fields': ',+newCol' }, 400, 4012],
    [
      'an Output-Fields item without + or -',
      'customformat.log',
      { 'output-fields': '-url,newCol' },
      400,
      4013,
    ],
    ['a plain body declared gzip', 'sd.mini.log', { 'content-encoding': 'gzip' }, 400, 4002],
    [
      'an unknown Content-Encoding',
      'sd.mini.log.gz',
      { 'content-encoding': 'unsupported/encoding' },
      406,
      4005,
    ],
    ['an Accept no writer serves', 'sd.mini.log', { accept: 'unsupported/format' }, 406, 4006],
    // One rule for every yes/no header (the reference took any such value as "true").
    ['Double-Click-Removal: maybe', 'sd.mini.log', { 'double-click-removal': 'maybe' }, 400, 4028],
    ['Clean-Only: maybe', 'sd.mini.log', { 'clean-only': 'maybe' }, 400, 4028],
    ['ezPAARSE-Enrich: 2', 'sd.mini.log', { 'ezpaarse-enrich': '2' }, 400, 4028],
    ['Crossref-Enrich: perhaps', 'sd.mini.log', { 'crossref-enrich': 'perhaps' }, 400, 4028],
  ])(
    '%s: %i, ezPAARSE-Status %i, body {code, message}',
    async (_case, log, headers, http, code) => {
      const response = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog(log),
        headers,
      });
      expect(response.statusCode).toBe(http);
      expect(response.headers['ezpaarse-status']).toBe(String(code));
      // The reference's wording, in the header and the body alike; ours goes in `detail`.
      const { message } = JOB_STATUS_CODES[code as JobStatusCode];
      expect(response.headers['ezpaarse-status-message']).toBe(message);
      const body = ApiErrorSchema.parse(response.json());
      expect(body).toMatchObject({ statusCode: http, code, message });
    },
  );

  // Reference: an anchor it could not find put the middlewares before the last one, unsaid.
  it.each(['(before nosuch) hal', '(after nosuch) hal', '(only) nosuch', 'hal | (after nosuch) x'])(
    'ezPAARSE-Middlewares: %s names no middleware of the chain: 400 / 4025 naming it',
    async (edit) => {
      const response = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('sd.mini.log'),
        headers: { 'ezpaarse-middlewares': edit },
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['ezpaarse-status']).toBe('4025');
      const body = ApiErrorSchema.parse(response.json());
      expect(body).toMatchObject({ code: 4025, message: JOB_STATUS_CODES[4025].message });
      expect(body.detail).toMatch(/Middleware not found: nosuch/);
    },
  );

  // ADR 0123: a setting written for the reference runs without its middlewares Sillage lacks.
  it("ezPAARSE-Middlewares naming the reference's middlewares this server lacks: 200, the report names them", async () => {
    const url = `/${crypto.randomUUID()}`;
    const response = await t.send({
      method: 'PUT',
      url,
      payload: referenceLog('sd.mini.log'),
      headers: { 'ezpaarse-middlewares': '(after crossref) ezunpaywall, ebscohost, populate' },
    });
    expect(response.statusCode).toBe(200);
    const report = (await t.send({ method: 'GET', url: `${url}/job-report.json` })).json<{
      alerts: Record<string, string>;
      general: Record<string, unknown>;
    }>();
    expect(report.alerts['alert-middlewares']).toBe(
      'Middlewares of ezPAARSE that this server does not have were left out of the chain: ezunpaywall, ebscohost; the fields they add are empty',
    );
    expect(report.general.middlewares).toEqual(expect.stringContaining('populate'));
    expect(report.general['nb-ecs']).toBeGreaterThan(0);
  });

  // docs/protocol.md, deliberate differences: the id of a job refused for a header stays free.
  it('a PUT refused for a header leaves no job: the same id runs once the header is corrected', async () => {
    const url = `/${crypto.randomUUID()}`;
    const refused = await t.send({
      method: 'PUT',
      url,
      payload: referenceLog('sd.mini.log'),
      headers: { 'output-fields': '-url,newCol' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['ezpaarse-status']).toBe('4013');
    expect((await t.send({ method: 'GET', url: `${url}/job-report.json` })).statusCode).toBe(404);
    const corrected = await t.send({
      method: 'PUT',
      url,
      payload: referenceLog('sd.mini.log'),
      headers: { 'output-fields': '-url,+newCol' },
    });
    expect(corrected.statusCode).toBe(200);
    expect((await t.send({ method: 'GET', url: `${url}/job-report.json` })).statusCode).toBe(200);
  });

  it('a body of blank lines and spaces is no content: 400 / 4001, not 4003', async () => {
    // More lines than Max-Parse-Attempts (10): none of them is an attempt at a log line.
    const response = await t.send({
      method: 'POST',
      url: '/',
      payload: ' \n\t\n\n  \r\n'.repeat(6),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['ezpaarse-status']).toBe('4001');
    const body = ApiErrorSchema.parse(response.json());
    expect(body).toMatchObject({ code: 4001, message: JOB_STATUS_CODES[4001].message });
  });

  it('4003 says what the reference says (its golden answer)', async () => {
    const golden: unknown = JSON.parse(
      gunzipSync(readFileSync(path.join(ACCEPTANCE, 'golden/customformat.log.csv.gz'))).toString(),
    );
    expect(golden).toMatchObject({ code: 4003 });
    const response = await t.send({
      method: 'POST',
      url: '/',
      payload: referenceLog('customformat.log'),
    });
    const body = ApiErrorSchema.parse(response.json());
    expect(body).toMatchObject({ ...(golden as object), kind: 'VALIDATION_FAILED' });
    expect(response.headers['ezpaarse-status-message']).toBe(body.message);
  });

  it('keeps the case in detail: which Output-Fields item is wrong', async () => {
    const response = await t.send({
      method: 'POST',
      url: '/',
      payload: referenceLog('customformat.log'),
      headers: { 'output-fields': '-url,newCol' },
    });
    const body = ApiErrorSchema.parse(response.json());
    expect(body.message).toBe('Output-Fields: bad operator (use + or - before each field)');
    expect(body.detail).toMatch(/newCol/);
  });

  // Reference: `Crypted-Fields: host;login` hashed nothing and sent logins and addresses in clear.
  it.each(['host;login', ',,,'])(
    'refuses Crypted-Fields: %s before any line is read: 400, code 4028, how to write it',
    async (value) => {
      const response = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('sd.mini.log'),
        headers: { 'crypted-fields': value, accept: 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['ezpaarse-status']).toBe('4028');
      expect(response.headers['job-id']).toBeUndefined();
      const body = ApiErrorSchema.parse(response.json());
      expect(body).toMatchObject({ statusCode: 400, code: 4028 });
      expect(body.detail).toMatch(/^Crypted-Fields .*\(host,login\).*"none"/);
    },
  );

  // A format of thousands of fields took seconds to compile before its 400 / 4003 came.
  it('refuses a Log-Format of 3 000 fields before any job exists: 400, code 4028, naming the header and the limit', async () => {
    const fields = ['%h', '%l', '%u', '%t', '"%r"', '%s', '%b'];
    const format = Array.from({ length: 3000 }, (_, index) => fields[index % 7]).join(' ');
    const response = await t.send({
      method: 'POST',
      url: '/',
      payload: referenceLog('sd.mini.log'),
      headers: { 'log-format-ezproxy': format },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['ezpaarse-status']).toBe('4028');
    expect(response.headers['job-id']).toBeUndefined();
    const body = ApiErrorSchema.parse(response.json());
    expect(body).toMatchObject({ statusCode: 400, code: 4028 });
    expect(body.detail).toBe(
      `Log-Format-ezproxy is ${String(format.length)} characters long; at most 5000 are accepted.`,
    );
  });

  // Reference: a log sent as CSV made its first line the header row, then filtered every record
  // (no url): a 200 with no event and nothing said.
  it('a log sent as Content-Type: text/csv: 400, code 4029, quoting the header row it read', async () => {
    const response = await t.send({
      method: 'POST',
      url: '/',
      payload: referenceLog('sd.mini.log'),
      headers: { 'content-type': 'text/csv' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['ezpaarse-status']).toBe('4029');
    const body = ApiErrorSchema.parse(response.json());
    expect(body).toMatchObject({ statusCode: 400, code: 4029 });
    expect(body.detail).toMatch(/no "url" column in its header row .*Content-Type: text\/csv/);
  });

  // Reference §1.4 and §4.4: more than 100 000 bytes without a line break end the job with 4022
  // (the streamed POST answering while the body is still sent: modules/jobs/live-upload.routes).
  const noLineBreak = Buffer.alloc(150_000, 'x');
  it.each([
    ['POST /', 'POST', '/', noLineBreak, {}],
    ['PUT /{jobId}', 'PUT', `/${crypto.randomUUID()}`, noLineBreak, {}],
    [
      'a multipart POST /',
      'POST',
      '/',
      filesBody([{ fileName: 'one-line.log', content: noLineBreak }]),
      { 'content-type': FILES_BODY_TYPE },
    ],
  ] as const)(
    'a body with no line break through %s: 400, code 4022',
    async (_route, method, url, payload, headers) => {
      const response = await t.send({ method, url, payload, headers });
      expect(response.statusCode).toBe(400);
      expect(response.headers['ezpaarse-status']).toBe('4022');
      expect(ApiErrorSchema.parse(response.json())).toMatchObject({ statusCode: 400, code: 4022 });
    },
  );

  it('a multipart body without a file part: 400, code 4007', async () => {
    const response = await t.send({
      method: 'POST',
      url: '/',
      payload: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nno file\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 4007, message: 'Multipart request error' });
  });

  it('a PUT refused while its body came in keeps a report with every key a run gives', async () => {
    // Reference §1.3 and §5.10: the report is built when the job begins and kept whatever the
    // outcome, so scripts read the same keys of a job that never ran.
    const ran = `/${crypto.randomUUID()}`;
    expect(
      (await t.send({ method: 'PUT', url: ran, payload: referenceLog('sd.mini.log') })).statusCode,
    ).toBe(200);
    const refused = `/${crypto.randomUUID()}`;
    const response = await t.send({
      method: 'PUT',
      url: refused,
      payload: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nno file\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b', 'user-agent': 'a-script/1.0' },
    });
    expect(response.statusCode).toBe(400);
    const reportOf = async (url: string) =>
      (await t.send({ method: 'GET', url: `${url}/job-report.json` })).json<
        Record<string, Record<string, unknown>>
      >();
    const [full, unstarted] = [await reportOf(ran), await reportOf(refused)];
    for (const section of ['general', 'rejets', 'dedoublonnage'] as const) {
      const missing = Object.keys(full[section] ?? {}).filter(
        (key) => !(key in (unstarted[section] ?? {})),
      );
      // A run's own: what it read (its input's format and first line).
      expect(missing.filter((key) => !key.startsWith('input-'))).toEqual([]);
    }
    expect(unstarted.general).toMatchObject({
      'Job-Done': false,
      status: 4007,
      'nb-lines-input': 0,
      'client-user-agent': 'a-script/1.0',
      'result-file-ecs': null,
    });
    expect(unstarted.general?.['URL-Report']).toBe(`http://localhost:80${refused}/job-report.json`);
    expect(unstarted.rejets?.['nb-lines-ignored']).toBe(0);
  });

  it('a PUT over an existing job id: 409, code 4023', async () => {
    const url = `/${crypto.randomUUID()}`;
    const first = await t.send({ method: 'PUT', url, payload: referenceLog('sd.mini.log') });
    expect(first.statusCode).toBe(200);
    const again = await t.send({ method: 'PUT', url, payload: referenceLog('sd.mini.log') });
    expect(again.statusCode).toBe(409);
    expect(again.headers['ezpaarse-status']).toBe('4023');
    expect(again.json()).toMatchObject({ code: 4023 });
  });

  it('errors without an ezPAARSE status carry the HTTP status as code, and our kind', async () => {
    const response = await t.send({ method: 'GET', url: `/${crypto.randomUUID()}` });
    expect(response.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(response.json())).toMatchObject({ code: 404, kind: 'NOT_FOUND' });
  });

  // Reference §4.4: gzip data sent without Content-Encoding is not recognised (400 / 4003 there).
  // Sillage recognises gzip by its magic bytes and decodes it (docs/protocol.md); either way, never
  // a server error.
  it('a gzip body without Content-Encoding is never a 5xx', async () => {
    const response = await t.send({
      method: 'POST',
      url: '/',
      payload: referenceLog('sd.mini.log.gz'),
    });
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode !== 200) {
      expect(response.json()).toMatchObject({ code: 4003 });
    }
  });
});
