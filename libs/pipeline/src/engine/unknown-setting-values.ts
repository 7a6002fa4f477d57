import { findUnknownSettingValues, type JobSettings } from '@sillage/shared-types';
import { nearestName } from './edit-distance.js';
import type { PlatformInfo } from './ports.js';

/** One list setting's values that name nothing the job knows. */
export interface UnknownSettingFinding {
  /** The header, in the reference's spelling. */
  header: string;
  /** Each unknown value as written, with the known name it looks like when one is near. */
  values: { value: string; suggestion?: string }[];
  /** What the header accepts, in words. */
  accepted: string;
  /** True for Filter-Platforms: an unknown name is not ignored, it keeps no event. */
  keepsNothing: boolean;
}

/**
 * The values of list settings the job does not know: Reject-Files categories and Disable-Filters
 * filters, and Force-Parser or Filter-Platforms names that are no platform of `platforms` (the
 * loaded catalog, where recognition looks them up by exact name). The job runs anyway, as the
 * reference's does; its traces and its report say so.
 */
export function findUnknownSettings(
  settings: Pick<JobSettings, 'headers' | 'forceParser' | 'filterPlatforms'>,
  platforms: readonly PlatformInfo[],
): UnknownSettingFinding[] {
  const findings: UnknownSettingFinding[] = findUnknownSettingValues(settings.headers).map(
    ({ header, values, accepted }) => ({
      header,
      values: values.map((value) => ({ value })),
      accepted: accepted.join(', '),
      keepsNothing: false,
    }),
  );
  const names = new Set(platforms.map((platform) => platform.name));
  // The platform whose name is `value` in another case, or the nearest within two edits.
  const byLowerCase = [...names].map((name) => [name.toLowerCase(), name] as const);
  const asPlatforms = (values: readonly string[]) =>
    values.map((value) => {
      const suggestion = nearestName(value, byLowerCase);
      return suggestion === undefined ? { value } : { value, suggestion };
    });
  const accepted = `the name of a platform of the loaded catalog (${String(names.size)} platforms)`;
  if (settings.forceParser !== undefined && !names.has(settings.forceParser)) {
    findings.push({
      header: 'Force-Parser',
      values: asPlatforms([settings.forceParser]),
      accepted,
      keepsNothing: false,
    });
  }
  const unknownFiltered = (settings.filterPlatforms ?? []).filter((name) => !names.has(name));
  if (unknownFiltered.length > 0) {
    // Not ignored: recognition keeps only events of the listed platforms, and none bears these.
    findings.push({
      header: 'Filter-Platforms',
      values: asPlatforms(unknownFiltered),
      accepted,
      keepsNothing: true,
    });
  }
  return findings;
}

/** `"nope"`, or `"SD" (did you mean sd?)` when a known name is near. */
function quoteSettingValue({ value, suggestion }: UnknownSettingFinding['values'][number]) {
  return suggestion === undefined ? `"${value}"` : `"${value}" (did you mean ${suggestion}?)`;
}

/** The job traces' warning for one finding: what is unknown, what happens, what is accepted. */
export function describeUnknownSetting(finding: UnknownSettingFinding): string {
  const { header, values, accepted, keepsNothing } = finding;
  const noun = header === 'Force-Parser' || header === 'Filter-Platforms' ? 'platform' : 'value';
  const unknown = `unknown ${noun}${values.length === 1 ? '' : 's'} ${values.map(quoteSettingValue).join(', ')}`;
  return keepsNothing
    ? `${header}: ${unknown}; no event is kept for these names; accepted: ${accepted}`
    : `${header}: ${unknown}, ignored; accepted: ${accepted}`;
}

/** The traces' warnings of {@link findUnknownSettings}, one per setting. */
export function describeUnknownSettingValues(
  settings: Pick<JobSettings, 'headers' | 'forceParser' | 'filterPlatforms'>,
  platforms: readonly PlatformInfo[],
): string[] {
  return findUnknownSettings(settings, platforms).map(describeUnknownSetting);
}
