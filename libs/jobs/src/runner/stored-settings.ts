import { JOB_SETTINGS_CHECKS, PIPELINE_MIDDLEWARES } from '@sillage/pipeline';
import { parseJobSettings, type JobSettingsResult } from '@sillage/shared-types';

/**
 * The settings of a job read back from the headers its row stores. The api stored the effective
 * headers (predefined ones already filled in); an empty entry for the predefined key keeps
 * `general.predefined-settings` in the report without re-reading the settings file. The
 * middlewares this build runs are given, as to the api, so that the reference's middlewares the
 * api let the job run without are left out here too (and said in its report), not refused.
 */
export function parseStoredSettings(headers: Record<string, string>): JobSettingsResult {
  const predefinedKey = headers['ezpaarse-predefined-settings'];
  return parseJobSettings(headers, {
    ...(predefinedKey === undefined ? {} : { predefined: { [predefinedKey]: { headers: {} } } }),
    availableMiddlewares: PIPELINE_MIDDLEWARES,
    checks: JOB_SETTINGS_CHECKS,
  });
}
