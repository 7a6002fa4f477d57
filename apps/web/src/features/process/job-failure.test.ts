import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { readUploadFailure } from './job-failure.js';

/** A refused upload as axios hands it over: the answer's status, headers and text body. */
function refused(status: number, headers: Record<string, string>, data: string): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText: '', headers, config, data };
  return new AxiosError('refused', 'ERR_BAD_REQUEST', config, undefined, response);
}

describe('readUploadFailure', () => {
  it('reads an upload over the size limit as its 413, with the limit the server names', () => {
    const failure = readUploadFailure(
      refused(
        413,
        { 'ezpaarse-status': '413', 'ezpaarse-status-message': 'The upload exceeds 1 MiB.' },
        JSON.stringify({ statusCode: 413, code: 413, message: 'The upload exceeds 1 MiB.' }),
      ),
    );
    expect(failure).toEqual({ code: 413, message: 'The upload exceeds 1 MiB.' });
  });

  it('prefers the detail of a job code to its general wording, and ignores other statuses', () => {
    expect(
      readUploadFailure(
        refused(
          400,
          {},
          JSON.stringify({ code: 4028, message: 'Bad header', detail: 'Date-Format: no token' }),
        ),
      ),
    ).toEqual({ code: 4028, message: 'Date-Format: no token' });
    expect(readUploadFailure(refused(404, {}, JSON.stringify({ code: 404 })))).toEqual({
      code: null,
      message: null,
    });
  });
});
