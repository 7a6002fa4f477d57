import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { readReportFailure, readUploadFailure } from './job-failure.js';

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
    expect(failure).toEqual({ code: 413, message: 'The upload exceeds 1 MiB.', reason: null });
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
    ).toEqual({ code: 4028, message: 'Date-Format: no token', reason: null });
    expect(readUploadFailure(refused(404, {}, JSON.stringify({ code: 404 })))).toEqual({
      code: null,
      message: null,
      reason: null,
    });
  });

  it('reads the case of a code the server names, and no case it does not know', () => {
    const body = (reason: string) =>
      JSON.stringify({ code: 4003, message: 'Line format was not recognized', reason });
    expect(readUploadFailure(refused(400, {}, body('binary-input'))).reason).toBe('binary-input');
    expect(readUploadFailure(refused(400, {}, body('other'))).reason).toBeNull();
  });
});

describe('readReportFailure', () => {
  it("reads a failed job's code, message and case from its report", () => {
    const general = { status: 4003, 'status-message': 'Binary', 'status-reason': 'binary-input' };
    expect(readReportFailure({ general })).toEqual({
      code: 4003,
      message: 'Binary',
      reason: 'binary-input',
    });
    expect(readReportFailure({ general: { status: 4003 } }).reason).toBeNull();
  });
});
