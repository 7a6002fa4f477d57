/**
 * The reference's numeric job status codes, sent as `ezPAARSE-Status` / `ezPAARSE-Status-Message`
 * and recorded as `general.status` in the report. Codes and HTTP statuses are kept as the
 * reference has them so existing scripts keep working; messages are ours.
 */
export const JOB_STATUS_CODES = {
  4001: { httpStatus: 400, message: 'No content was sent.' },
  4002: { httpStatus: 400, message: 'The gzip input could not be decompressed.' },
  4003: { httpStatus: 400, message: 'No line of the log matches the log format.' },
  4004: { httpStatus: 400, message: 'This hash algorithm (Crypting-Algorithm) is not supported.' },
  4005: { httpStatus: 406, message: 'This content encoding is not supported.' },
  4006: { httpStatus: 406, message: 'This output format (Accept) is not supported.' },
  4007: { httpStatus: 400, message: 'The multipart body could not be read.' },
  4012: { httpStatus: 400, message: 'Output-Fields contains an empty field name.' },
  4013: { httpStatus: 400, message: 'Output-Fields items must start with + or -.' },
  4015: { httpStatus: 406, message: 'This request charset is not supported.' },
  4016: { httpStatus: 406, message: 'This response charset is not supported.' },
  4019: { httpStatus: 400, message: 'The Geoip header names an unknown field.' },
  4021: { httpStatus: 406, message: 'This notification type is not supported.' },
  4022: { httpStatus: 400, message: 'The input has no line breaks.' },
  4023: { httpStatus: 409, message: 'A job with this ID already exists.' },
  4024: { httpStatus: 400, message: 'A middleware name is invalid.' },
  4025: { httpStatus: 400, message: 'A middleware does not exist.' },
  4026: { httpStatus: 409, message: 'These predefined settings do not exist.' },
  // 4027+ are Sillage's: the reference answers these cases with a bare 400 or not at all.
  4027: { httpStatus: 400, message: 'Invalid extract expression' },
  4028: { httpStatus: 400, message: 'A header has an invalid value.' },
  4029: { httpStatus: 400, message: 'The CSV input is malformed.' },
  5000: { httpStatus: 500, message: 'Internal error.' },
  5001: { httpStatus: 500, message: 'The output could not be formatted.' },
  // 5002 is Sillage's: the reference has no answer for a full storage volume.
  5002: {
    httpStatus: 507,
    message: 'The storage is full: the job files could not be written.',
  },
} as const satisfies Record<number, { httpStatus: number; message: string }>;

export type JobStatusCode = keyof typeof JOB_STATUS_CODES;

/** An error that ends a job (or refuses it) with one of the reference status codes. */
export interface JobFailure {
  status: JobStatusCode;
  /** Specific message (names the offending header, value or line); defaults to the code's. */
  message: string;
}
