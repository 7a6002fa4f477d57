import { AxiosError, AxiosHeaders } from 'axios';
import { listErrorMessageIds } from './http-client.js';

function failed(status: number, data: unknown) {
  const headers = new AxiosHeaders();
  return new AxiosError('failed', String(status), { headers }, null, {
    status,
    statusText: '',
    headers,
    config: { headers },
    data,
  });
}

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
