import { buildProtocolApp, referenceLog, type ProtocolApp } from '../test/protocol-app.js';

const TOOLS = 'https://tools.example.org';
const ELSEWHERE = 'https://elsewhere.example.net';

// Reference server.md §2.1: CORS on every route, for any origin. Sillage answers CORS on the job
// routes only, for the origins of SILLAGE_CORS_ORIGINS, none by default.
describe('CORS on the job routes (SILLAGE_CORS_ORIGINS)', () => {
  describe('off, by default', () => {
    let t: ProtocolApp;
    beforeAll(async () => {
      t = await buildProtocolApp();
    }, 60_000);
    afterAll(() => t.close());

    it('grants no preflight and adds no CORS header', async () => {
      const preflight = await t.send({
        method: 'OPTIONS',
        url: '/',
        anonymous: true,
        headers: { origin: TOOLS, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      // Another origin's page is refused even with Basic credentials (a browser may add
      // remembered ones by itself), and is granted no CORS header.
      const response = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('sd.mini.log'),
        headers: { origin: TOOLS },
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('with allowed origins', () => {
    let t: ProtocolApp;
    beforeAll(async () => {
      t = await buildProtocolApp({
        SILLAGE_CORS_ORIGINS: `${TOOLS}, https://other.example.org`,
        SILLAGE_ANONYMOUS_JOBS: 'true',
      });
    }, 60_000);
    afterAll(() => t.close());

    it('grants the preflight of an allowed origin, echoing the asked headers', async () => {
      for (const url of [
        '/',
        `/${crypto.randomUUID()}`,
        `/${crypto.randomUUID()}/job-report.json`,
      ]) {
        const preflight = await t.send({
          method: 'OPTIONS',
          url,
          anonymous: true,
          headers: {
            origin: TOOLS,
            'access-control-request-method': 'PUT',
            'access-control-request-headers': 'authorization, accept, log-format-ezproxy',
          },
        });
        expect(preflight.statusCode).toBe(204);
        expect(preflight.headers).toMatchObject({
          'access-control-allow-origin': TOOLS,
          'access-control-allow-methods': 'POST, GET, PUT, DELETE, OPTIONS',
          'access-control-allow-headers': 'authorization, accept, log-format-ezproxy',
        });
        expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      }
    });

    it('does not grant it to another origin', async () => {
      const preflight = await t.send({
        method: 'OPTIONS',
        url: '/',
        anonymous: true,
        headers: { origin: ELSEWHERE, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    });

    it('lets an allowed page run a job and read its headers', async () => {
      const response = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('sd.mini.log'),
        anonymous: true,
        headers: { origin: TOOLS },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(TOOLS);
      expect(response.headers.vary).toMatch(/Origin/);
      const exposed = String(response.headers['access-control-expose-headers']).split(', ');
      expect(exposed).toEqual(
        expect.arrayContaining([
          'Job-ID',
          'Job-Report',
          'Lines-Unknown-Domains',
          'ezPAARSE-Status',
        ]),
      );
      const report = await t.send({
        method: 'GET',
        url: new URL(String(response.headers['job-report'])).pathname,
        anonymous: true,
        headers: { origin: TOOLS },
      });
      expect(report.headers['access-control-allow-origin']).toBe(TOOLS);
    });

    it("refuses another site's page a job (cross-site request forgery guard)", async () => {
      const response = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('sd.mini.log'),
        anonymous: true,
        headers: { origin: ELSEWHERE },
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('adds nothing to the other routes', async () => {
      const response = await t.send({
        method: 'GET',
        url: '/api/info/app',
        anonymous: true,
        headers: { origin: TOOLS },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('with *', () => {
    let t: ProtocolApp;
    beforeAll(async () => {
      t = await buildProtocolApp({ SILLAGE_CORS_ORIGINS: '*' });
    }, 60_000);
    afterAll(() => t.close());

    it('answers any origin with *', async () => {
      const response = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('sd.mini.log'),
        headers: { origin: ELSEWHERE },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    });
  });
});
