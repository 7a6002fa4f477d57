import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { createHttpError } from '../../test/builders.js';
import {
  http,
  listErrorMessageIds,
  watchLostAdminRights,
  watchLostSession,
} from './http-client.js';

const failed = createHttpError;

describe('listErrorMessageIds', () => {
  it('offers the server reason, then our symbolic kind, never the numeric code', () => {
    const error = failed(409, {
      statusCode: 409,
      error: 'Conflict',
      code: 409,
      message: 'userAlreadyExists',
      kind: 'CONFLICT',
    });
    expect(listErrorMessageIds(error)).toEqual(['errors.userAlreadyExists', 'errors.CONFLICT']);
  });

  it('falls back on the kind when the message is a sentence (a job status such as 4013)', () => {
    const error = failed(400, {
      statusCode: 400,
      error: 'Bad Request',
      code: 4013,
      message: 'Output-Fields items must start with + or -.',
      kind: 'VALIDATION_FAILED',
    });
    expect(listErrorMessageIds(error)).toEqual(['errors.VALIDATION_FAILED']);
  });
});

describe('watchLostSession', () => {
  /** Calls `url` on the app's client, answered by `status` with `message` (no network). */
  async function answer(status: number, message: string) {
    const adapter = (config: InternalAxiosRequestConfig) => {
      const headers = new AxiosHeaders();
      const response = { status, statusText: '', headers, config, data: { message } };
      return Promise.reject(new AxiosError('failed', String(status), config, null, response));
    };
    await http.get('/api/jobs/mine', { adapter }).catch(() => undefined);
  }

  it('tells of a call refused for want of a session, not of wrong credentials nor of a refusal', async () => {
    const lost = jest.fn();
    const stop = watchLostSession(lost);
    try {
      await answer(401, 'notAuthenticated');
      expect(lost).toHaveBeenCalledTimes(1);
      await answer(401, 'badCredentials');
      await answer(403, 'forbidden');
      await answer(404, 'notFound');
      expect(lost).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
    await answer(401, 'notAuthenticated');
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('tells, apart, of a call refused as for administrators only', async () => {
    const lost = jest.fn();
    const stop = watchLostAdminRights(lost);
    try {
      await answer(403, 'adminOnly');
      expect(lost).toHaveBeenCalledTimes(1);
      await answer(403, 'forbidden');
      await answer(401, 'notAuthenticated');
      expect(lost).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });
});
