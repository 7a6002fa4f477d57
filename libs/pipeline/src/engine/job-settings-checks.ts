import { describeDateFormatProblem, isKnownCharset } from '@sillage/log-parser';
import type { JobSettingsChecks } from '@sillage/shared-types';
import { describeLogFormatProblem } from './log-format-check.js';

/**
 * What `parseJobSettings` must know from the runtime that runs the job, so every edge (api
 * upload, CLI, worker) refuses a header the pipeline could not honour before reading the log.
 */
export const JOB_SETTINGS_CHECKS: JobSettingsChecks = {
  isKnownCharset,
  dateFormatProblem: describeDateFormatProblem,
  logFormatProblem: describeLogFormatProblem,
};
