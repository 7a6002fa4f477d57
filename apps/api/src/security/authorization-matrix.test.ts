import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { TEST_PASSWORD } from '../test/auth-helpers.js';
import { buildJobTestApp, type JobTestApp } from '../test/job-test-app.js';

/**
 * Who may call what. Every route of the app's route table must have a rule here: a route added
 * without one fails the first test, so access control is decided, not forgotten.
 *
 * - public: anonymous callers are served (never 401, never "admins only").
 * - user: 401 when anonymous; any signed-in user is served.
 * - admin: 401 when anonymous, 403 for users; admins are served.
 * - owner: 401 when anonymous; another user gets 404 (or 403), as if the thing did not exist; the
 *   owner and admins are served.
 * - socket: the websocket upgrade; checked with real sockets in `live-events.test.ts` and below.
 */
type Rule = 'public' | 'user' | 'admin' | 'owner' | 'socket';

interface Context {
  t: JobTestApp;
  /** A finished job of alice. */
  aliceJob: string;
}

type RequestOf = (context: Context) => Promise<InjectOptions> | InjectOptions;

interface RouteRule {
  rule: Rule;
  request?: RequestOf;
}

const json =
  (method: InjectOptions['method'], url: string, payload?: object): RequestOf =>
  () => ({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
  });

/** A fresh custom setting of alice, so destructive calls never depend on test order. */
async function aliceSetting({ t }: Context): Promise<string> {
  const id = `matrix-${randomUUID().slice(0, 8)}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/info/predefined-settings/custom',
    headers: { authorization: t.auth.alice },
    payload: { settings: { id, fullName: `Matrix ${id}`, headers: {} } },
  });
  expect(response.statusCode).toBe(201);
  return id;
}

const RULES: Record<string, RouteRule> = {
  'GET /api/health': { rule: 'public' },
  'GET /api/health/ready': { rule: 'public' },
  'GET /api/info/app': { rule: 'public' },
  'GET /api/info/predefined-settings': { rule: 'public' },
  'GET /api/info/countries.json': { rule: 'public' },
  'GET /api/info/platforms': { rule: 'public' },
  'GET /api/info/platforms/count': { rule: 'public' },
  // The reference's public info routes (scripts call them without credentials).
  'GET /api/info/version': { rule: 'public' },
  'GET /api/info/codes': { rule: 'public' },
  'GET /api/info/codes/:code(^\\d+$)': {
    rule: 'public',
    request: json('GET', '/api/info/codes/4003'),
  },
  'GET /api/info/uuid': { rule: 'public' },
  'GET /api/info/config': { rule: 'public' },
  'GET /api/info/fields': { rule: 'public' },
  'GET /api/info/fields.json': { rule: 'public' },
  'GET /api/info/rid': { rule: 'public' },
  'GET /api/info/rid.json': { rule: 'public' },
  'GET /api/info/mime': { rule: 'public' },
  'GET /api/info/mime.json': { rule: 'public' },
  'GET /api/info/rtype': { rule: 'public' },
  'GET /api/info/rtype.json': { rule: 'public' },
  'GET /api/docs': { rule: 'public' },
  // The documentation page (@fastify/swagger-ui) and its files: the same document, to read.
  'GET /api/docs/ui': { rule: 'public' },
  'GET /api/docs/ui/json': { rule: 'public' },
  'GET /api/docs/ui/yaml': { rule: 'public' },
  'GET /api/docs/ui/static/*': {
    rule: 'public',
    request: json('GET', '/api/docs/ui/static/index.css'),
  },
  'GET /api/docs/ui/static/index.html': { rule: 'public' },
  'GET /api/docs/ui/static/swagger-initializer.js': { rule: 'public' },
  'GET /api/feedback/status': { rule: 'public' },
  'POST /api/feedback': {
    rule: 'public',
    request: json('POST', '/api/feedback', { mail: 'x@example.org', comment: 'hello' }),
  },
  'POST /api/feedback/freshinstall': {
    rule: 'public',
    request: json('POST', '/api/feedback/freshinstall', { mail: 'x@example.org' }),
  },
  'POST /api/auth/login': {
    rule: 'public',
    request: json('POST', '/api/auth/login', {
      userid: 'bob@example.org',
      password: TEST_PASSWORD,
    }),
  },
  'POST /api/auth/logout': { rule: 'public' },
  'GET /api/auth/session': { rule: 'user' },
  'POST /api/admin/register': {
    rule: 'public',
    request: json('POST', '/api/admin/register', {
      userid: 'newcomer@example.org',
      password: 'long enough password',
      confirm: 'long enough password',
    }),
  },
  'GET /api/admin/usersnumber': { rule: 'public' },
  'POST /api/admin/passwords': {
    rule: 'public',
    request: json('POST', '/api/admin/passwords', { username: 'nobody@example.org' }),
  },
  'GET /api/admin/passwords/:uuid': {
    rule: 'public',
    request: json('GET', '/api/admin/passwords/made-up'),
  },
  'PUT /api/admin/passwords': {
    rule: 'public',
    request: json('PUT', '/api/admin/passwords', {
      uuid: 'made-up',
      credentials: { password: 'long enough password', passwordConfirm: 'long enough password' },
    }),
  },
  'POST /api/admin/profile': {
    rule: 'user',
    request: json('POST', '/api/admin/profile', {}),
  },
  'GET /api/admin/users': { rule: 'admin' },
  'POST /api/admin/users': {
    rule: 'admin',
    request: () => ({
      method: 'POST',
      url: '/api/admin/users',
      payload: { userid: `u-${randomUUID().slice(0, 8)}@example.org`, password: 'long enough 1' },
    }),
  },
  'POST /api/admin/users/:id': {
    rule: 'admin',
    request: json('POST', `/api/admin/users/${randomUUID()}`, { group: 'user' }),
  },
  'DELETE /api/admin/users/:id': {
    rule: 'admin',
    request: json('DELETE', `/api/admin/users/${randomUUID()}`),
  },
  'POST /api/admin/restart': { rule: 'admin' },
  'GET /api/admin/jobs': { rule: 'admin' },
  'GET /api/jobs': { rule: 'admin' },
  'GET /api/jobs/mine': { rule: 'user' },
  'GET /api/jobs/:user': {
    rule: 'owner',
    request: ({ t }) => ({ method: 'GET', url: `/api/jobs/${t.ids.alice}` }),
  },
  'GET /api/info/predefined-settings/custom': { rule: 'user' },
  'POST /api/info/predefined-settings/custom': {
    rule: 'user',
    request: () => ({
      method: 'POST',
      url: '/api/info/predefined-settings/custom',
      payload: { settings: { fullName: `Matrix ${randomUUID()}`, headers: {} } },
    }),
  },
  'PUT /api/info/predefined-settings/custom/:id': {
    rule: 'owner',
    request: async (context) => ({
      method: 'PUT',
      url: `/api/info/predefined-settings/custom/${await aliceSetting(context)}`,
      payload: { settings: { fullName: `Renamed ${randomUUID()}`, headers: {} } },
    }),
  },
  'DELETE /api/info/predefined-settings/custom/:id': {
    rule: 'owner',
    request: async (context) => ({
      method: 'DELETE',
      url: `/api/info/predefined-settings/custom/${await aliceSetting(context)}`,
    }),
  },
  'POST /': {
    rule: 'user',
    request: () => ({ method: 'POST', url: '/', payload: 'a line\n' }),
  },
  // Each call makes a new job with a new id; PUT to another user's job is refused below.
  'PUT /:jobId': {
    rule: 'user',
    request: () => ({ method: 'PUT', url: `/${randomUUID()}`, payload: 'a line\n' }),
  },
  // The reference's aliases of a deferred upload: a trailing slash, a POST taken as a PUT.
  'PUT /:jobId/': {
    rule: 'user',
    request: () => ({ method: 'PUT', url: `/${randomUUID()}/`, payload: 'a line\n' }),
  },
  'POST /:jobId': {
    rule: 'user',
    request: () => ({ method: 'POST', url: `/${randomUUID()}?_method=PUT`, payload: 'a line\n' }),
  },
  'POST /:jobId/': {
    rule: 'user',
    request: () => ({
      method: 'POST',
      url: `/${randomUUID()}/`,
      payload: 'a line\n',
      headers: { 'x-http-method-override': 'PUT' },
    }),
  },
  'GET /:jobId': {
    rule: 'owner',
    request: ({ aliceJob }) => ({ method: 'GET', url: `/${aliceJob}` }),
  },
  'GET /:jobId/': {
    rule: 'owner',
    request: ({ aliceJob }) => ({ method: 'GET', url: `/${aliceJob}/` }),
  },
  'GET /:jobId/job-report.html': {
    rule: 'owner',
    request: ({ aliceJob }) => ({ method: 'GET', url: `/${aliceJob}/job-report.html` }),
  },
  'GET /api/logs/:jobId/job-report.html': {
    rule: 'owner',
    request: ({ aliceJob }) => ({ method: 'GET', url: `/api/logs/${aliceJob}/job-report.html` }),
  },
  'GET /:jobId/:file': {
    rule: 'owner',
    request: ({ aliceJob }) => ({ method: 'GET', url: `/${aliceJob}/job-report.json` }),
  },
  'GET /api/logs/:jobId/:file': {
    rule: 'owner',
    request: ({ aliceJob }) => ({ method: 'GET', url: `/api/logs/${aliceJob}/job-report.json` }),
  },
  'DELETE /api/jobs/:jobId': {
    rule: 'owner',
    request: ({ aliceJob }) => ({ method: 'DELETE', url: `/api/jobs/${aliceJob}` }),
  },
  // Each call deletes a fresh finished job of alice, so the owner's call leaves the admin's one
  // a job to delete.
  'DELETE /api/jobs/:jobId/data': {
    rule: 'owner',
    request: async ({ t }) => {
      const jobId = randomUUID();
      await t.app.inject({
        method: 'PUT',
        url: `/${jobId}`,
        payload: 'a\n',
        headers: { authorization: t.auth.alice },
      });
      return { method: 'DELETE', url: `/api/jobs/${jobId}/data` };
    },
  },
  'GET /api/ezmesure/instances.json': { rule: 'user' },
  'POST /api/ezmesure/:jobId': {
    rule: 'owner',
    request: ({ aliceJob }) => ({
      method: 'POST',
      url: `/api/ezmesure/${aliceJob}`,
      payload: { indice: 'matrix', options: { token: 'a-token' } },
    }),
  },
  'GET /ws': { rule: 'socket' },
  // Catalogs, knowledge bases and updates (issue #8). Admin calls are built so that they stop
  // at validation: a test must never fetch, check out or rebuild the checkout it runs from.
  'GET /castor/status': { rule: 'public' },
  'GET /api/castor/status': { rule: 'public' },
  'GET /api/info/middlewares': { rule: 'public' },
  'GET /api/info/middlewares/headers': { rule: 'public' },
  'GET /api/info/middlewares/changed': { rule: 'public' },
  'GET /api/info/platforms/changed': { rule: 'public' },
  'GET /api/platforms-catalog/status': { rule: 'public' },
  // Fetching is turned off in tests: a 409, never a clone.
  'POST /api/admin/platforms-catalog/fetch': { rule: 'admin' },
  // No pack in place in tests: a 409, never a check.
  'POST /api/admin/platforms-catalog/verify': { rule: 'admin' },
  // Fetching the satellite packs is turned off in tests: a 409, never a clone.
  'POST /api/admin/:repo/fetch': {
    rule: 'admin',
    request: json('POST', '/api/admin/exclusions/fetch'),
  },
  'GET /api/admin/:repo/status': {
    rule: 'user',
    request: json('GET', '/api/admin/platforms/status'),
  },
  'PUT /api/admin/:repo/status': {
    rule: 'admin',
    request: json('PUT', '/api/admin/not-a-pack/status', {}),
  },
  'PUT /api/admin/app/status': {
    rule: 'admin',
    request: json('PUT', '/api/admin/app/status?version=--upload-pack=touch', {}),
  },
  'POST /api/admin/pkb': { rule: 'admin', request: json('POST', '/api/admin/pkb', {}) },
  'DELETE /api/admin/pkb/:platform/:file': {
    rule: 'admin',
    request: () => ({ method: 'DELETE', url: '/api/admin/pkb/acs/acs_none_2024-01-01.txt' }),
  },
  'POST /api/middlewares': { rule: 'admin', request: json('POST', '/api/middlewares', {}) },
  'PUT /api/format/logparser': {
    rule: 'user',
    request: json('PUT', '/api/format/logparser', { logLines: 'not a log line' }),
  },
  'GET /api/jobs/:jobId/dashboard': {
    rule: 'owner',
    request: ({ aliceJob }) => ({ method: 'GET', url: `/api/jobs/${aliceJob}/dashboard` }),
  },
};

/** The route's key in RULES: method and path pattern without the job id's regex. */
function keyOf(route: { method: string; url: string }): string {
  return `${route.method} ${route.url.replace(/:jobId\([^)]*\)/g, ':jobId')}`;
}

describe('authorisation matrix over every route', () => {
  let t: JobTestApp;
  let context: Context;
  beforeAll(async () => {
    t = await buildJobTestApp({
      // A target that refuses connections: the ezMESURE route reaches its access check.
      env: { SILLAGE_EZMESURE_URL: 'http://127.0.0.1:9', SILLAGE_MAIL_FROM: 'x@example.org' },
      dependencies: { requestRestart: () => undefined },
    });
    const aliceJob = randomUUID();
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/${aliceJob}`,
      payload: 'a\nb\n',
      headers: { authorization: t.auth.alice, accept: 'text/csv' },
    });
    expect(upload.statusCode).toBe(200);
    context = { t, aliceJob };
  });
  afterAll(() => t.close());

  const routeKeys = () => [...new Set(t.app.routeTable.map(keyOf))].sort();

  it('has a rule for every registered route, and no rule for a route that does not exist', () => {
    const keys = routeKeys();
    expect(keys.filter((key) => RULES[key] === undefined)).toEqual([]);
    expect(Object.keys(RULES).filter((key) => !keys.includes(key))).toEqual([]);
    expect(keys.length).toBeGreaterThan(30);
  });

  async function call(
    key: string,
    authorization: string | undefined,
    extra: Record<string, string> = {},
  ) {
    const [method, url] = key.split(' ') as [InjectOptions['method'], string];
    const rule = RULES[key]!;
    const base = rule.request ? await rule.request(context) : { method, url };
    const headers = { ...(base.headers as Record<string, string> | undefined), ...extra };
    if (authorization !== undefined) {
      headers.authorization = authorization;
    }
    return t.app.inject({ ...base, headers });
  }

  const keysWith = (...rules: Rule[]) =>
    Object.keys(RULES)
      .filter((key) => rules.includes(RULES[key]!.rule))
      .sort();

  it.each(keysWith('user', 'admin', 'owner'))(
    '%s: 401 when anonymous, with a Basic challenge for scripts only',
    async (key) => {
      const script = await call(key, undefined);
      expect(script.statusCode).toBe(401);
      // wget, curl --anyauth and urllib send credentials only once challenged.
      expect(script.headers['www-authenticate']).toMatch(/^Basic realm="Sillage"/);
      // A browser would open its native sign-in dialog over the web app.
      const browsers: Record<string, string>[] = [
        { 'sec-fetch-mode': 'cors' },
        { 'x-requested-with': 'XMLHttpRequest' },
        { cookie: 'other=1' },
      ];
      for (const browser of browsers) {
        const response = await call(key, undefined, browser);
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toBeUndefined();
      }
    },
  );

  it.each(keysWith('user', 'admin', 'owner'))(
    '%s: 401 with a Basic challenge for wrong credentials',
    async (key) => {
      const response = await call(
        key,
        'Basic ' + Buffer.from('alice@example.org:nope').toString('base64'),
      );
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Basic /);
    },
  );

  it.each(keysWith('public'))('%s: served to anonymous callers', async (key) => {
    const response = await call(key, undefined);
    expect(response.statusCode).not.toBe(401);
    expect(response.body).not.toContain('adminOnly');
  });

  it.each(keysWith('user'))('%s: served to a signed-in user', async (key) => {
    const response = await call(key, t.auth.bob);
    expect([401, 403]).not.toContain(response.statusCode);
  });

  it.each(keysWith('admin'))('%s: 403 adminOnly for a user, served to an admin', async (key) => {
    const asUser = await call(key, t.auth.alice);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json<{ message: string }>().message).toBe('adminOnly');
    const asAdmin = await call(key, t.auth.admin);
    expect([401, 403]).not.toContain(asAdmin.statusCode);
  });

  it.each(keysWith('owner'))(
    '%s: hidden from another user, served to the owner and to admins',
    async (key) => {
      const asOther = await call(key, t.auth.bob);
      expect([403, 404]).toContain(asOther.statusCode);
      // The owner and admins get past the access check: an answer other than the stranger's
      // (ezMESURE, for one, then says the job has no CSV result).
      for (const authorization of [t.auth.alice, t.auth.admin]) {
        const response = await call(key, authorization);
        expect([401, 403]).not.toContain(response.statusCode);
        expect(`${response.statusCode} ${response.body}`).not.toBe(
          `${asOther.statusCode} ${asOther.body}`,
        );
      }
    },
  );

  it("refuses a PUT over another user's job id", async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/${context.aliceJob}`,
      payload: 'overwrite\n',
      headers: { authorization: t.auth.bob },
    });
    expect([403, 404, 409]).toContain(response.statusCode);
    const result = await t.app.inject({
      method: 'GET',
      url: `/${context.aliceJob}`,
      headers: { authorization: t.auth.alice },
    });
    expect(result.statusCode).toBe(200);
    expect(result.body).not.toContain('overwrite');
  });
});
