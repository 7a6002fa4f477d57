import { buildTestApp, type TestApp } from '../test/build-test-app.js';

// Errors Fastify raises before any route runs (a malformed %-escape, an over-long path segment)
// answer with the same ApiError shape as every other error, and say what is wrong.
describe('errors raised by the router itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('a malformed %-escape in the path is a 400 ApiError naming the problem', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/info/codes/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 400,
      message: 'The request path has a malformed percent-escape',
      kind: 'VALIDATION_FAILED',
    });
  });

  it('an over-long path segment is a 414 ApiError naming the problem', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${'x'.repeat(5000)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      statusCode: 414,
      error: 'URI Too Long',
      code: 414,
      message: 'A segment of the request path is too long',
      kind: 'VALIDATION_FAILED',
    });
  });
});
