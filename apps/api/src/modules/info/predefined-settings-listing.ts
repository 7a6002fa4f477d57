import {
  checkPredefinedSetting,
  type JobSettingsSources,
  type PredefinedSettingsListing,
  type PredefinedSettingsMap,
} from '@sillage/shared-types';

/**
 * The predefined settings with each one's availability: whether a job naming it passes the jobs'
 * validation with `sources`. The settings themselves are passed on unchanged.
 */
export function listPredefinedSettings(
  settings: PredefinedSettingsMap,
  sources: JobSettingsSources,
): PredefinedSettingsListing {
  return Object.fromEntries(
    Object.entries(settings).map(([id, setting]) => [
      id,
      { ...setting, availability: checkPredefinedSetting(id, sources) },
    ]),
  );
}
