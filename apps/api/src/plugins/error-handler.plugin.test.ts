import Fastify from 'fastify';
import { errorHandlerPlugin } from './error-handler.plugin.js';

async function appThrowing(error: Error) {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  app.get('/boom', () => {
    throw error;
  });
  return app;
}

describe('error handler', () => {
  it('answers an unreachable database with 503 and a retry delay', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const app = await appThrowing(refused);
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 503,
      message: 'databaseUnavailable',
      kind: 'SERVICE_UNAVAILABLE',
    });
    await app.close();
  });

  it.each([
    [
      'the database',
      { code: '53100' },
      'could not extend file "base/5/16439_fsm": No space left on device',
    ],
    ['the embedded database in words only', {}, 'could not write block 7: No space left on device'],
    ['a file', { code: 'ENOSPC' }, 'ENOSPC: no space left on device, write'],
  ])('answers a full disk under %s with 507 and status 5002', async (_case, fields, message) => {
    const app = await appThrowing(Object.assign(new Error(message), fields));
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(507);
    expect(response.json()).toMatchObject({
      code: 5002,
      message: 'The storage is full: the job files could not be written.',
    });
    expect(response.body).not.toContain('16439');
    await app.close();
  });

  it('answers any other failure with a 500 that reveals nothing', async () => {
    const app = await appThrowing(new Error('secret detail'));
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      code: 500,
      kind: 'INTERNAL_ERROR',
      message: 'Internal error',
    });
    expect(response.body).not.toContain('secret');
    await app.close();
  });
});
