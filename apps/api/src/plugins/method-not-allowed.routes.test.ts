import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiErrorSchema } from '@sillage/shared-types';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

const JOB_ID = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';

// A path the server has, asked with a method it does not take, is a 405 that lists the methods it
// takes (RFC 9110 §15.5.6); a path it does not have stays a 404. Asked of the router, for every
// route at once, with or without the built web app (whose files answer any GET).
describe.each([
  ['without the web app', false],
  ['with the web app', true],
])('a method a path does not take, %s', (_name, withWebApp) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'sillage-web-405-'));
    if (withWebApp) {
      await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Sillage</title>');
    }
    t = await buildTestApp({ env: { SILLAGE_WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it.each([
    ['PATCH', '/api/jobs', 'GET, HEAD'],
    ['PATCH', '/api/admin/users', 'GET, HEAD, POST'],
    ['DELETE', '/api/auth/login', 'POST'],
    ['GET', '/api/admin/restart', 'POST'],
    ['PATCH', '/api/info/predefined-settings/custom/some-id', 'DELETE, PUT'],
    // POST /{jobId} is only an alias of PUT (`?_method=PUT`): no POST of its own to list.
    ['DELETE', `/${JOB_ID}`, 'GET, HEAD, PUT'],
    ['PATCH', `/${JOB_ID}`, 'GET, HEAD, PUT'],
    ['PATCH', `/${JOB_ID}/`, 'GET, HEAD, PUT'],
    ['PATCH', '/api/jobs?user=x', 'GET, HEAD'],
  ])('%s %s: 405, Allow: %s', async (method, url, allow) => {
    const response = await t.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    const body = ApiErrorSchema.parse(response.json());
    expect(body).toMatchObject({
      statusCode: 405,
      error: 'Method Not Allowed',
      code: 405,
      kind: 'METHOD_NOT_ALLOWED',
    });
    expect(body.message).toBe(
      `${method} is not allowed on ${url.split('?')[0] ?? ''}; use ${allow}`,
    );
  });

  it.each([
    ['PATCH', '/api/nothing-here'],
    ['DELETE', '/api/jobs/mine/more'],
    ['POST', '/api/nothing-here'],
    ['GET', '/api/nothing-here'],
  ])('%s %s, a path no method has: still 404', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
    expect(response.json()).toMatchObject({ statusCode: 404, kind: 'NOT_FOUND' });
  });
});
