import { JOB_SETTINGS_CHECKS } from '@sillage/pipeline';
import { parseJobSettings, type JobSettingsResult } from '@sillage/shared-types';

/**
 * The settings of a job read back from the headers its row stores. The api stored the effective
 * headers (predefined ones already filled in); an empty entry for the predefined key keeps
 * `general.predefined-settings` in the report without re-reading the settings file.
 */
export function parseStoredSettings(headers: Record<string, string>): JobSettingsResult {
  const predefinedKey = headers['ezpaarse-predefined-settings'];
  return parseJobSettings(headers, {
    ...(predefinedKey === undefined ? {} : { predefined: { [predefinedKey]: { headers: {} } } }),
    checks: JOB_SETTINGS_CHECKS,
  });
}
