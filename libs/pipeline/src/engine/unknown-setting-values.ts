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
  /**
   * What the job does with the unknown values: leaves them out (`ignored`), keeps no event for
   * them (Filter-Platforms), or writes their column empty (Output-Fields).
   */
  effect: 'ignored' | 'keeps-nothing' | 'empty-column';
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
      effect: 'ignored',
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
      effect: 'ignored',
    });
  }
  const unknownFiltered = (settings.filterPlatforms ?? []).filter((name) => !names.has(name));
  if (unknownFiltered.length > 0) {
    // Not ignored: recognition keeps only events of the listed platforms, and none bears these.
    findings.push({
      header: 'Filter-Platforms',
      values: asPlatforms(unknownFiltered),
      accepted,
      effect: 'keeps-nothing',
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
  const { header, values, accepted, effect } = finding;
  const noun = header === 'Force-Parser' || header === 'Filter-Platforms' ? 'platform' : 'value';
  const unknown = `unknown ${noun}${values.length === 1 ? '' : 's'} ${values.map(quoteSettingValue).join(', ')}`;
  switch (effect) {
    case 'keeps-nothing':
      return `${header}: ${unknown}; no event is kept for these names; accepted: ${accepted}`;
    case 'empty-column':
      return `${header}: ${unknown}, for which no event had a value: their columns are empty; accepted: ${accepted}`;
    case 'ignored':
      return `${header}: ${unknown}, ignored; accepted: ${accepted}`;
  }
}

/**
 * The finding of `+x` fields of Output-Fields that no event filled (see EventOutput), each with
 * the `known` field it looks like: one within a slip of it (`+publiser_name`), else the shortest
 * that starts with it and a separator (`+publisher` → `+publisher_name`).
 */
export function unfilledOutputFieldsFinding(
  names: readonly string[],
  known: readonly string[],
): UnknownSettingFinding {
  const candidates = [...new Set(known)].map((name) => [name.toLowerCase(), name] as const);
  return {
    header: 'Output-Fields',
    values: names.map((name) => {
      const lower = name.toLowerCase();
      const suggestion =
        nearestName(name, candidates) ??
        candidates
          .filter(
            ([candidate]) => candidate.startsWith(`${lower}_`) || candidate.startsWith(`${lower}-`),
          )
          .sort(([a], [b]) => a.length - b.length)[0]?.[1];
      return suggestion === undefined
        ? { value: `+${name}` }
        : { value: `+${name}`, suggestion: `+${suggestion}` };
    }),
    accepted: 'a field the log format captures or the chain fills',
    effect: 'empty-column',
  };
}

/** The traces' warnings of {@link findUnknownSettings}, one per setting. */
export function describeUnknownSettingValues(
  settings: Pick<JobSettings, 'headers' | 'forceParser' | 'filterPlatforms'>,
  platforms: readonly PlatformInfo[],
): string[] {
  return findUnknownSettings(settings, platforms).map(describeUnknownSetting);
}
