import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { API_DOCS_PAGE, ApiErrorSchema, AppInfoSchema } from '@sillage/shared-types';
import { buildTestApp, TEST_VERSION, type TestApp } from './test/build-test-app.js';

describe('buildApp', () => {
  let testApp: TestApp;
  let clock: Date;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'sillage-web-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Sillage</title>');
    await writeFile(path.join(webDist, 'app.js'), 'console.log(1)');
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'assets', 'index-C2o7G-SM.js'), 'console.log(2)');
    // The build's compressed copies (vite-plugin-compression2): brotli and gzip of the script.
    const script = path.join(webDist, 'assets', 'index-C2o7G-SM.js');
    await writeFile(`${script}.br`, brotliCompressSync('console.log(2)'));
    await writeFile(`${script}.gz`, gzipSync('console.log(2)'));
    clock = new Date('2026-01-01T00:00:00Z');
    testApp = await buildTestApp({
      env: {
        SILLAGE_WEB_DIST: webDist,
        SILLAGE_DEMO: 'true',
        SILLAGE_REPOSITORY_URL: 'https://code.example.org/sillage',
        SILLAGE_INSTITUTION_NAME: 'Bibliothèque universitaire',
        SILLAGE_INSTITUTION_ID: 'ISNI:0000000419369078',
      },
      dependencies: { now: () => clock },
    });
  });

  afterAll(async () => {
    await testApp.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers the health check with the database driver', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testApp.database.driver });
  });

  it('reports version, uptime, demo flag, what mail can do, the institution and the source page', async () => {
    clock = new Date('2026-01-02T03:04:05Z');
    const response = await testApp.app.inject({ method: 'GET', url: '/api/info/app' });
    expect(AppInfoSchema.parse(response.json())).toEqual({
      version: TEST_VERSION,
      uptime: '1d 3h 4m 5s',
      demo: true,
      beta: true,
      registrationOpen: false,
      // No SMTP_URL here: the UI must not offer notifications nor advertise the feedback form.
      mail: false,
      feedback: false,
      // For the COUNTER exports' Institution_Name and Institution_ID rows.
      institutionName: 'Bibliothèque universitaire',
      institutionId: 'ISNI:0000000419369078',
      repositoryUrl: 'https://code.example.org/sillage',
    });
  });

  it.each(['/api/health', '/api/nope', '/app.js', '/process'])(
    'sends Sillage-Version on %s',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['sillage-version']).toBe(TEST_VERSION);
    },
  );

  it('answers unknown API paths with a JSON 404 in the ApiError shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(response.json())).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
      code: 404,
      kind: 'NOT_FOUND',
    });
  });

  it.each([
    ['a missing job file', '/0000/job-report.json'],
    ['a job file with a trailing slash', '/0b6a4c1e-93b2-4f4e-9d1a-2c8f6a7e5d10/job-traces.log/'],
    ['an unknown job-shaped path', '/0B6A4C1E-93B2-4F4E-9D1A-2C8F6A7E5D10/what/ever'],
    ['a missing asset', '/assets/gone.js'],
  ])('answers %s with a JSON 404, not the web app', async (_name, url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(ApiErrorSchema.parse(response.json())).toMatchObject({ statusCode: 404 });
  });

  it.each(['/process', '/admin/users', '/password/abc-123'])(
    'serves the web app for the client-side route %s',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Sillage</title>');
    },
  );

  it('serves the web app files', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
  });

  it('lets browsers keep the hashed build files a year, and has them ask again for the rest', async () => {
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/index-C2o7G-SM.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/process', '/app.js']) {
      const page = await testApp.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect([url, page.headers['cache-control']]).toEqual([url, 'no-cache']);
    }
  });

  it('sends the build files compressed to browsers that take it, as they are to others', async () => {
    const url = '/assets/index-C2o7G-SM.js';
    const brotli = await testApp.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(2)');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await testApp.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(2)');
    const plain = await testApp.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(2)');
  });

  it('compresses the platform list for clients that take it, and only the lists that ask', async () => {
    const url = '/api/info/platforms';
    const plain = await testApp.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1_024);
    const brotli = await testApp.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const gzip = await testApp.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    // A route that did not ask stays as it is.
    const codes = await testApp.app.inject({
      url: '/api/info/codes',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(codes.statusCode).toBe(200);
    expect(codes.headers['content-encoding']).toBeUndefined();
  });

  it('sends a content security policy that forbids foreign scripts and framing', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/process' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self';");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets the browser reach the configured ezMESURE instances, and only those', async () => {
    const other = await buildTestApp({
      env: {
        SILLAGE_EZMESURE_URL: 'https://ezmesure.example.org/base/',
        SILLAGE_EZMESURE_INSTANCES: JSON.stringify([
          { id: 'b', label: 'B', url: 'http://10.0.0.2:8080' },
        ]),
      },
    });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(response.headers['content-security-policy'])).toContain(
        "connect-src 'self' https://ezmesure.example.org http://10.0.0.2:8080;",
      );
    } finally {
      await other.close();
    }
  });

  it('refuses to start with a platforms fields file that is not valid JSON, naming it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sillage-fields-'));
    const file = path.join(dir, 'fields.json');
    await writeFile(file, '{"rid": [');
    try {
      await expect(buildTestApp({ env: { SILLAGE_FIELDS_FILE: file } })).rejects.toThrow(
        `SILLAGE_FIELDS_FILE: ${file} is not valid JSON`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/info/app',
        '/api/auth/login',
        '/api/auth/session',
        '/api/admin/users/{id}',
        '/api/admin/passwords',
        '/api/info/predefined-settings/custom/{id}',
        '/api/feedback',
        '/api/admin/restart',
      ]),
    );
    // Its pages are not routes of the API.
    expect(Object.keys(document.paths).some((route) => route.startsWith('/api/docs'))).toBe(false);
  });

  it('sends a browser opening /api/docs to the documentation page, which reads under the CSP', async () => {
    const opened = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(API_DOCS_PAGE);
    // A program asking for anything still gets the document.
    const curl = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: '*/*' },
    });
    expect(curl.headers['content-type']).toMatch(/^application\/json/);

    const page = await testApp.app.inject({ method: 'GET', url: `${API_DOCS_PAGE}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // No script written in the page: the CSP would block it.
    expect(page.body).not.toMatch(/<script>[^<]/);
    const document = await testApp.app.inject({ method: 'GET', url: `${API_DOCS_PAGE}/json` });
    expect(document.json<{ info: { description: string } }>().info.description).toContain(
      'sillage upload --server',
    );
  });

  it('refuses a cross-site state-changing request', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'crossOriginRequest' });
  });
});

describe('buildApp health check', () => {
  it('answers 503 when the database does not answer', async () => {
    const testApp = await buildTestApp();
    try {
      const realPing = testApp.database.ping;
      testApp.database.ping = () => Promise.resolve(false);
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      testApp.database.ping = realPing;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable' });
    } finally {
      await testApp.close();
    }
  });
});

describe('readiness (GET /api/health/ready)', () => {
  let dataDir: string;
  let testApp: TestApp | undefined;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sillage-ready-'));
  });
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });
  const ready = async (app: TestApp) => {
    const response = await app.app.inject({ method: 'GET', url: '/api/health/ready' });
    return { status: response.statusCode, body: response.json<unknown>() };
  };

  it('is ready when the database answers and the job files folder takes writes', async () => {
    testApp = await buildTestApp({ env: { SILLAGE_DATA_DIR: dataDir } });
    expect(await ready(testApp)).toEqual({
      status: 200,
      body: { status: 'ready', database: 'ok', storage: 'ok' },
    });
    // The probe leaves nothing behind: only the jobs' folder and its id, made at start.
    expect(await readdir(testApp.config.filesDir)).toEqual(['jobs']);
    expect(await readdir(path.join(testApp.config.filesDir, 'jobs'))).toEqual(['.storage-id']);
  });

  it('is not ready when the job files folder cannot be written, while /api/health stays 200', async () => {
    testApp = await buildTestApp({ env: { SILLAGE_DATA_DIR: dataDir } });
    // What root sees of a read-only or lost mount: the folder is not there to write into.
    await rm(testApp.config.filesDir, { recursive: true, force: true });
    await writeFile(testApp.config.filesDir, 'not a folder');
    expect(await ready(testApp)).toEqual({
      status: 503,
      body: { status: 'not-ready', database: 'ok', storage: 'unwritable' },
    });
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('is not ready when less free space is left than SILLAGE_READY_MIN_FREE_MB', async () => {
    // More than any disk of the machine running the tests holds.
    testApp = await buildTestApp({
      env: { SILLAGE_DATA_DIR: dataDir, SILLAGE_READY_MIN_FREE_MB: String(2 ** 40) },
    });
    expect(await ready(testApp)).toEqual({
      status: 503,
      body: { status: 'not-ready', database: 'ok', storage: 'full' },
    });
  });

  it('is not ready when the database does not answer', async () => {
    testApp = await buildTestApp({ env: { SILLAGE_DATA_DIR: dataDir } });
    const realPing = testApp.database.ping;
    testApp.database.ping = () => Promise.resolve(false);
    const answer = await ready(testApp);
    testApp.database.ping = realPing;
    expect(answer).toEqual({
      status: 503,
      body: { status: 'not-ready', database: 'unavailable', storage: 'ok' },
    });
  });
});
