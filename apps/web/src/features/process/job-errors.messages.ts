import type { JobFailureReason, JobStatusCode } from '@sillage/shared-types';
import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../shared/i18n/define-messages.js';

/** What a person can do about a failed job: the button its notice offers. */
export type JobErrorStep = 'format' | 'settings' | 'files' | 'later';

/** The next step of each job status code (every code of JOB_STATUS_CODES has one). */
export const JOB_ERROR_STEPS: Record<JobStatusCode, JobErrorStep> = {
  4001: 'files',
  4002: 'files',
  4003: 'format',
  4004: 'settings',
  4005: 'settings',
  4006: 'settings',
  4007: 'files',
  4012: 'settings',
  4013: 'settings',
  4015: 'settings',
  4016: 'settings',
  4019: 'settings',
  4021: 'settings',
  4022: 'files',
  4023: 'settings',
  4024: 'settings',
  4025: 'settings',
  4026: 'settings',
  4027: 'settings',
  4028: 'settings',
  4029: 'format',
  5000: 'later',
  5001: 'later',
  5002: 'later',
};

/** A sentence and a next step per job status code (ids `jobErrors.<code>` and `.<code>.next`). */
export const jobErrorCodeMessages = defineMessages({
  c4001: {
    id: 'jobErrors.4001',
    defaultMessage: 'No content reached the server: the files were empty or held only blank lines.',
  },
  n4001: { id: 'jobErrors.4001.next', defaultMessage: 'Choose files that contain log lines.' },
  c4002: {
    id: 'jobErrors.4002',
    defaultMessage:
      'A file could not be read as a log: it is damaged, not compressed as announced, or an archive or a document (zip, PDF…).',
  },
  n4002: {
    id: 'jobErrors.4002.next',
    defaultMessage:
      'Check the file, take the log out of an archive (or send it uncompressed), and choose it again.',
  },
  c4003: { id: 'jobErrors.4003', defaultMessage: 'No line matches the log format.' },
  n4003: {
    id: 'jobErrors.4003.next',
    defaultMessage: 'Open the format assistant with these lines to find or describe the format.',
  },
  c4004: {
    id: 'jobErrors.4004',
    defaultMessage: 'The encryption algorithm chosen for the crypted fields is not supported.',
  },
  n4004: {
    id: 'jobErrors.4004.next',
    defaultMessage: 'Review the settings: pick another algorithm or remove the header.',
  },
  c4005: {
    id: 'jobErrors.4005',
    defaultMessage: 'The compression announced for the files is not supported.',
  },
  n4005: {
    id: 'jobErrors.4005.next',
    defaultMessage:
      'Review the settings: remove the Content-Encoding header or use gzip, deflate or br.',
  },
  c4006: { id: 'jobErrors.4006', defaultMessage: 'The result format asked for is not supported.' },
  n4006: {
    id: 'jobErrors.4006.next',
    defaultMessage: 'Review the settings: choose CSV, TSV or JSON.',
  },
  c4007: { id: 'jobErrors.4007', defaultMessage: 'The files could not be read as they were sent.' },
  n4007: {
    id: 'jobErrors.4007.next',
    defaultMessage: 'Choose the files again and start a new process.',
  },
  c4012: {
    id: 'jobErrors.4012',
    defaultMessage: 'An output field to add or remove has an empty name.',
  },
  n4012: {
    id: 'jobErrors.4012.next',
    defaultMessage: 'Review the settings: remove the empty field in Output.',
  },
  c4013: {
    id: 'jobErrors.4013',
    defaultMessage: 'The output fields header is malformed: each field must start with + or -.',
  },
  n4013: {
    id: 'jobErrors.4013.next',
    defaultMessage: 'Review the settings: fix the Output-Fields header.',
  },
  c4015: {
    id: 'jobErrors.4015',
    defaultMessage: 'The character set announced for the files is not supported.',
  },
  n4015: {
    id: 'jobErrors.4015.next',
    defaultMessage: 'Review the settings: choose another input charset (e.g. UTF-8).',
  },
  c4016: {
    id: 'jobErrors.4016',
    defaultMessage: 'The character set asked for the result is not supported.',
  },
  n4016: {
    id: 'jobErrors.4016.next',
    defaultMessage: 'Review the settings: choose another output charset (e.g. UTF-8).',
  },
  c4019: { id: 'jobErrors.4019', defaultMessage: 'The geolocation header names an unknown field.' },
  n4019: {
    id: 'jobErrors.4019.next',
    defaultMessage: 'Review the settings: fix or remove the Geoip header.',
  },
  c4021: { id: 'jobErrors.4021', defaultMessage: 'The notification settings are not valid.' },
  n4021: {
    id: 'jobErrors.4021.next',
    defaultMessage: 'Review the notification emails: only well-formed email addresses, 20 at most.',
  },
  c4022: {
    id: 'jobErrors.4022',
    defaultMessage:
      'The file starts with more than 100,000 bytes without a line break: it is not a log, or its first line is far longer than a log line.',
  },
  n4022: {
    id: 'jobErrors.4022.next',
    defaultMessage:
      'Check that the file is a text log (not a document or an archive), then choose it again.',
  },
  c4023: { id: 'jobErrors.4023', defaultMessage: 'This process was already started once.' },
  n4023: {
    id: 'jobErrors.4023.next',
    defaultMessage: 'Start a new process: it gets a new identifier.',
  },
  c4024: { id: 'jobErrors.4024', defaultMessage: 'A middleware name is invalid.' },
  n4024: {
    id: 'jobErrors.4024.next',
    defaultMessage: 'Review the settings: fix the list of middlewares.',
  },
  c4025: {
    id: 'jobErrors.4025',
    defaultMessage:
      'A middleware named in the settings does not exist on this server, or is not in the chain to place others before or after it.',
  },
  n4025: {
    id: 'jobErrors.4025.next',
    defaultMessage: 'Review the settings: correct or remove it in the middlewares.',
  },
  c4026: {
    id: 'jobErrors.4026',
    defaultMessage: 'The predefined settings chosen do not exist any more.',
  },
  n4026: {
    id: 'jobErrors.4026.next',
    defaultMessage: 'Review the settings: choose another configuration.',
  },
  c4027: { id: 'jobErrors.4027', defaultMessage: 'An extraction expression is invalid.' },
  n4027: {
    id: 'jobErrors.4027.next',
    defaultMessage: 'Review the settings: fix the Extract header.',
  },
  c4028: {
    id: 'jobErrors.4028',
    defaultMessage: 'A header of the settings has a value the server does not accept.',
  },
  n4028: {
    id: 'jobErrors.4028.next',
    defaultMessage: 'Review the settings: the detail below names the header.',
  },
  c4029: { id: 'jobErrors.4029', defaultMessage: 'The CSV file is malformed.' },
  n4029: {
    id: 'jobErrors.4029.next',
    defaultMessage: 'Open the format assistant with its first lines to check the columns.',
  },
  c5000: {
    id: 'jobErrors.5000',
    defaultMessage: 'The server met an internal error while processing.',
  },
  n5000: {
    id: 'jobErrors.5000.next',
    defaultMessage: 'Try again in a moment; if it happens again, tell the team.',
  },
  c5001: {
    id: 'jobErrors.5001',
    defaultMessage: 'The result could not be written in the chosen format.',
  },
  n5001: {
    id: 'jobErrors.5001.next',
    defaultMessage: 'Try another result format, or tell the team.',
  },
  c5002: {
    id: 'jobErrors.5002',
    defaultMessage: "The server's storage is full: the process could not be saved.",
  },
  n5002: {
    id: 'jobErrors.5002.next',
    defaultMessage: 'Try again later; the team has to free some space.',
  },
});

/**
 * An upload over the server's size limit: HTTP 413 (`ezPAARSE-Status: 413`), not one of the
 * reference's job codes, with a sentence and a next step of its own.
 */
export const UPLOAD_TOO_LARGE = 413;

export const uploadTooLargeMessages = defineMessages({
  headline: {
    id: 'jobErrors.413',
    defaultMessage: 'The files are larger than this server accepts for one process.',
  },
  next: {
    id: 'jobErrors.413.next',
    defaultMessage:
      'Choose fewer or smaller files, or compress them (gzip), then start a new process.',
  },
});

const binaryInputMessages = defineMessages({
  headline: {
    id: 'jobErrors.reason.binary-input',
    defaultMessage:
      'The file is not a text log: it reads as binary data (an archive, a document, a picture…) or as text in another charset.',
  },
  next: {
    id: 'jobErrors.reason.binary-input.next',
    defaultMessage:
      'Choose the log itself: take it out of its archive or save it as plain text. For text in another charset, set Request-Charset in the settings.',
  },
});

/**
 * A case of a status code that calls for its own remedy (the server's `reason`): its sentence,
 * next step and button, in place of the code's. Binary data is no matter of log format: the files
 * are to be changed, not the format.
 */
export const JOB_FAILURE_REASON_TEXTS: Record<
  JobFailureReason,
  { headline: MessageDescriptor; next: MessageDescriptor; step: JobErrorStep }
> = {
  'binary-input': { ...binaryInputMessages, step: 'files' },
};

/** Texts of the failed-job notice around the per-code sentences. */
export const jobErrorMessages = defineMessages({
  unknown: { id: 'jobErrors.unknown', defaultMessage: 'The process failed.' },
  unknownNext: {
    id: 'jobErrors.unknownNext',
    defaultMessage: 'Check the files and the settings, then start a new process.',
  },
  codeLabel: { id: 'jobErrors.codeLabel', defaultMessage: 'Error {code}' },
  detail: { id: 'jobErrors.detail', defaultMessage: 'Server detail: {message}' },
  openFormat: {
    id: 'jobErrors.openFormat',
    defaultMessage: 'Open the format assistant with these lines',
  },
  reviewSettings: { id: 'jobErrors.reviewSettings', defaultMessage: 'Review the settings' },
  chooseFiles: { id: 'jobErrors.chooseFiles', defaultMessage: 'Choose other files' },
  tellTeam: { id: 'jobErrors.tellTeam', defaultMessage: 'Tell the team' },
});
