import type { LightMyRequestResponse } from 'fastify';
import { basicAuth, createUser } from '../test/auth-helpers.js';
import { buildProtocolApp, referenceLog, type ProtocolApp } from '../test/protocol-app.js';

const pathOf = (url: unknown) => new URL(String(url)).pathname;

// Reference server.md §2.2: jobs need no credentials there, and a job's id is the only key to
// its result, report and traces. Sillage does it only when SILLAGE_ANONYMOUS_JOBS is on.
describe('anonymous jobs (SILLAGE_ANONYMOUS_JOBS)', () => {
  describe('off, by default', () => {
    let t: ProtocolApp;
    beforeAll(async () => {
      t = await buildProtocolApp();
    }, 60_000);
    afterAll(() => t.close());

    it.each([
      ['POST', '/'],
      ['PUT', '/{jobId}'],
    ] as const)('%s %s without credentials is a 401', async (method, route) => {
      const response = await t.send({
        method,
        url: route.replace('{jobId}', crypto.randomUUID()),
        payload: referenceLog('sd.mini.log'),
        anonymous: true,
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('on', () => {
    let t: ProtocolApp;
    let other: string;
    beforeAll(async () => {
      t = await buildProtocolApp({
        SILLAGE_ANONYMOUS_JOBS: 'true',
        SILLAGE_ANONYMOUS_JOBS_PER_MINUTE: '1000',
      });
      await createUser(t.app, 'other@example.org');
      other = basicAuth('other@example.org');
    }, 60_000);
    afterAll(() => t.close());

    const anonymousPost = () =>
      t.send({ method: 'POST', url: '/', payload: referenceLog('sd.mini.log'), anonymous: true });
    const fetchAs = (url: unknown, authorization?: string) =>
      t.send({
        method: 'GET',
        url: pathOf(url),
        anonymous: true,
        ...(authorization === undefined ? {} : { headers: { authorization } }),
      });
    const filesOf = (response: LightMyRequestResponse) => [
      response.headers['job-report'],
      response.headers['job-traces'],
    ];

    it('takes POST / without credentials; its report and traces open by id to anyone', async () => {
      const response = await anonymousPost();
      expect(response.statusCode).toBe(200);
      expect(response.body.trim().split('\n')).toHaveLength(3);
      for (const url of filesOf(response)) {
        expect((await fetchAs(url)).statusCode).toBe(200);
        expect((await fetchAs(url, other)).statusCode).toBe(200);
      }
      const page = await fetchAs(`http://x/${String(response.headers['job-id'])}/job-report.html`);
      expect(page.statusCode).toBe(200);
    });

    it('refuses mail notifications from an anonymous job (4021), not from a signed-in one', async () => {
      const headers = { 'ezpaarse-job-notifications': 'mail<someone@example.org>' };
      const anonymous = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('sd.mini.log'),
        anonymous: true,
        headers,
      });
      // Anyone may send such jobs: their mails would make the server mail any address.
      expect(anonymous.statusCode).toBe(406);
      expect(anonymous.headers['ezpaarse-status']).toBe('4021');
      expect(anonymous.body).toMatch(/signed-in account/);
      const signedIn = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('sd.mini.log'),
        anonymous: true,
        headers: { ...headers, authorization: other },
      });
      expect(signedIn.statusCode).toBe(200);
    });

    it('takes PUT /{jobId} without credentials; GET /{jobId} serves the result by id', async () => {
      const jobId = crypto.randomUUID();
      const upload = await t.send({
        method: 'PUT',
        url: `/${jobId}`,
        payload: referenceLog('sd.mini.log'),
        anonymous: true,
      });
      expect(upload.statusCode).toBe(200);
      const result = await fetchAs(`http://x/${jobId}`);
      expect(result.statusCode).toBe(200);
      expect(result.body.trim().split('\n')).toHaveLength(3);
    });

    it("keeps an account's jobs private: no anonymous access, and no self-marking", async () => {
      // A client cannot mark its own job anonymous with the api's private settings key.
      const mine = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('sd.mini.log'),
        headers: { 'x-sillage-anonymous': 'true' },
      });
      expect(mine.statusCode).toBe(200);
      for (const url of filesOf(mine)) {
        expect((await fetchAs(url)).statusCode).toBe(404);
        expect((await fetchAs(url, other)).statusCode).toBe(404);
        expect((await fetchAs(url, t.auth)).statusCode).toBe(200);
      }
    });

    it('still refuses wrong credentials', async () => {
      const response = await t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('sd.mini.log'),
        anonymous: true,
        headers: { authorization: basicAuth('script@example.org', 'wrong password') },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('limits', () => {
    let t: ProtocolApp;
    beforeAll(async () => {
      t = await buildProtocolApp({
        SILLAGE_ANONYMOUS_JOBS: 'true',
        SILLAGE_ANONYMOUS_JOBS_PER_MINUTE: '2',
        SILLAGE_MAX_UPLOAD_MB: '1',
      });
    }, 60_000);
    afterAll(() => t.close());

    const post = (remoteAddress: string, anonymous = true) =>
      t.send({
        method: 'POST',
        url: '/',
        payload: referenceLog('sd.mini.log'),
        remoteAddress,
        anonymous,
      });

    it('counts the jobs of each address; past the limit, 429 with Retry-After', async () => {
      expect((await post('10.9.0.1')).statusCode).toBe(200);
      expect((await post('10.9.0.1')).statusCode).toBe(200);
      const limited = await post('10.9.0.1');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toMatchObject({ code: 429, kind: 'RATE_LIMITED' });
      // Another address has its own count; jobs with credentials are not counted.
      expect((await post('10.9.0.2')).statusCode).toBe(200);
      expect((await post('10.9.0.1', false)).statusCode).toBe(200);
    });

    it('applies the upload limit', async () => {
      const response = await t.send({
        method: 'PUT',
        url: `/${crypto.randomUUID()}`,
        payload: Buffer.alloc(1024 * 1024 + 4096, 'a\n'),
        remoteAddress: '10.9.0.3',
        anonymous: true,
      });
      expect(response.statusCode).toBe(413);
    });
  });
});
