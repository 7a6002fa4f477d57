import type { JobFailureReason } from './failure-reasons.js';

/**
 * The reference's numeric job status codes, sent as `ezPAARSE-Status` / `ezPAARSE-Status-Message`
 * and recorded as `general.status` in the report. Codes, HTTP statuses and messages are the
 * reference's (its `statuscodes.json`), so scripts that match on them keep working; a job's own
 * explanation (which header, which value) travels beside them, in the error body's `detail`.
 */
export const JOB_STATUS_CODES = {
  4001: { httpStatus: 400, message: 'Got no content from the client' },
  4002: {
    httpStatus: 400,
    message: 'Error while decompressing the file (was it properly compressed?)',
  },
  4003: { httpStatus: 400, message: 'Line format was not recognized' },
  4004: { httpStatus: 400, message: 'Hash not supported' },
  4005: { httpStatus: 406, message: 'Encoding not supported' },
  4006: { httpStatus: 406, message: 'Requested format(s) not supported' },
  4007: { httpStatus: 400, message: 'Multipart request error' },
  4012: { httpStatus: 400, message: 'Output-Fields: empty field' },
  4013: { httpStatus: 400, message: 'Output-Fields: bad operator (use + or - before each field)' },
  4015: { httpStatus: 406, message: 'Requested charset for request is not supported' },
  4016: { httpStatus: 406, message: 'Requested charset for response is not supported' },
  4019: { httpStatus: 400, message: 'Geoip: bad field' },
  4021: { httpStatus: 406, message: 'Unsupported notification type' },
  4022: { httpStatus: 400, message: 'No line breaks detected' },
  4023: { httpStatus: 409, message: 'A job with the same ID already exists' },
  4024: { httpStatus: 400, message: 'Invalid middleware name' },
  4025: { httpStatus: 400, message: 'Middleware not found' },
  4026: { httpStatus: 409, message: 'Predefined settings not found' },
  // 4027+ are Sillage's: the reference answers these cases with a bare 400 or not at all.
  4027: { httpStatus: 400, message: 'Invalid extract expression' },
  4028: { httpStatus: 400, message: 'A header has an invalid value.' },
  4029: { httpStatus: 400, message: 'The CSV input is malformed.' },
  5000: { httpStatus: 500, message: 'Internal error' },
  // "occured" (sic) as the reference spells it: scripts match the text as sent.
  5001: { httpStatus: 500, message: 'A problem occured when trying to format the results' },
  // 5002 is Sillage's: the reference has no answer for a full storage volume.
  5002: {
    httpStatus: 507,
    message: 'The storage is full: the job files could not be written.',
  },
} as const satisfies Record<number, { httpStatus: number; message: string }>;

export type JobStatusCode = keyof typeof JOB_STATUS_CODES;

/**
 * Codes the reference's `statuscodes.json` declares but that neither it nor Sillage raises: the
 * User-Field headers (4008–4011) are long gone, lines out of order are rejected one by one
 * (`unordered-ecs`) rather than failing the job (4014), and no Header-Fields header exists (4020).
 * `GET /api/info/codes` lists them, with the reference's messages, so a lookup still finds them.
 */
export const UNRAISED_STATUS_CODES = {
  4008: 'User-Fields: missing header User-Field-Src',
  4009: 'User-Fields: missing header User-Field-Sep',
  4010: 'User-Fields: missing header User-Field-Dest-xxx',
  4011: 'User-Fields: doublons in fields names',
  4014: 'Log lines are not chronologically ordered',
  4020: 'Header-Fields: bad value',
} as const satisfies Record<number, string>;

/** An error that ends a job (or refuses it) with one of the reference status codes. */
export interface JobFailure {
  status: JobStatusCode;
  /** Specific message (names the offending header, value or line); defaults to the code's. */
  message: string;
  /** Sillage: which case of its code this failure is, when the remedy differs (failure-reasons). */
  reason?: JobFailureReason;
}
