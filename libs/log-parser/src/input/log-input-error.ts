import { JOB_STATUS_CODES } from '@sillage/shared-types';

/** Reference status codes an input stream can fail with. */
export type LogInputStatus = 4002 | 4005 | 4015 | 4022 | 4029;

/**
 * The input cannot be read: bad gzip (4002), unsupported Content-Encoding (4005), unknown
 * * Request-Charset (4015), too many bytes without a line break (4022) or malformed CSV (4029);
 * ends the job with `status`.
 */
export class LogInputError extends Error {
  readonly status: LogInputStatus;

  constructor(status: LogInputStatus, message: string = JOB_STATUS_CODES[status].message) {
    super(message);
    this.name = 'LogInputError';
    this.status = status;
  }
}
