import { findUnknownSettingValues, type JobSettings } from '@sillage/shared-types';
import { editDistance } from './edit-distance.js';
import type { PlatformInfo } from './ports.js';

/** `"nope"`, or `"SD" (did you mean sd?)` when a known name is near. */
function quote(value: string, suggest: (value: string) => string | undefined): string {
  const suggestion = suggest(value);
  return suggestion === undefined ? `"${value}"` : `"${value}" (did you mean ${suggestion}?)`;
}

/** `unknown value "a"` or `unknown values "a", "b"`. */
function describeValues(
  noun: string,
  values: readonly string[],
  suggest: (value: string) => string | undefined = () => undefined,
): string {
  const quoted = values.map((value) => quote(value, suggest)).join(', ');
  return `unknown ${noun}${values.length === 1 ? '' : 's'} ${quoted}`;
}

/** The platform whose name is `value` in another case, or the nearest within two edits. */
function createPlatformSuggester(names: readonly string[]): (value: string) => string | undefined {
  return (value) => {
    const lower = value.toLowerCase();
    const limit = Math.min(2, Math.floor(lower.length / 5));
    let best: { name: string; distance: number } | undefined;
    for (const name of names) {
      const distance = editDistance(lower, name.toLowerCase(), limit);
      if (distance <= limit && (best === undefined || distance < best.distance)) {
        best = { name, distance };
      }
    }
    return best?.name;
  };
}

/**
 * One sentence per list-valued setting naming what the job does not know: Reject-Files
 * categories and Disable-Filters filters, and Force-Parser or Filter-Platforms names that are no
 * platform of `platforms` (the loaded catalog, where recognition looks them up by exact name).
 * The job runs anyway, as the reference's does; these go to its traces as warnings.
 */
export function describeUnknownSettingValues(
  settings: Pick<JobSettings, 'headers' | 'forceParser' | 'filterPlatforms'>,
  platforms: readonly PlatformInfo[],
): string[] {
  const sentences = findUnknownSettingValues(settings.headers).map(
    ({ header, values, accepted }) =>
      `${header}: ${describeValues('value', values)}, ignored; accepted: ${accepted.join(', ')}`,
  );
  const names = new Set(platforms.map((platform) => platform.name));
  const suggest = createPlatformSuggester([...names]);
  const accepted = `accepted: the name of a platform of the loaded catalog (${String(names.size)} platforms)`;
  if (settings.forceParser !== undefined && !names.has(settings.forceParser)) {
    sentences.push(
      `Force-Parser: ${describeValues('platform', [settings.forceParser], suggest)}, ignored; ${accepted}`,
    );
  }
  const unknownFiltered = (settings.filterPlatforms ?? []).filter((name) => !names.has(name));
  if (unknownFiltered.length > 0) {
    // Not ignored: recognition keeps only events of the listed platforms, and none bears these.
    const unknown = describeValues('platform', unknownFiltered, suggest);
    sentences.push(`Filter-Platforms: ${unknown}; no event is kept for these names; ${accepted}`);
  }
  return sentences;
}
