import type { PlatformManifest } from '@sillage/shared-types';

export const CERTIFICATIONS = ['human', 'publisher'] as const;
/** ezPAARSE's platform certifications: checked by a person (H) or by the publisher (P). */
export type Certification = (typeof CERTIFICATIONS)[number];

export interface PlatformsFilter {
  search: string;
  /** Keeps platforms holding any of them; none selected keeps every platform. */
  certifications: readonly Certification[];
  isOnlyOutdated: boolean;
  /** Names of the platforms the next update changes. */
  changedPlatforms: readonly string[];
}

/** The rows of /admin/platforms: filtered as the reference does, sorted by name (case-insensitive). */
export function filterPlatforms(
  platforms: readonly PlatformManifest[],
  filter: PlatformsFilter,
): PlatformManifest[] {
  const needle = filter.search.trim().toLowerCase();
  return platforms
    .filter(
      (platform) =>
        needle === '' || `${platform.name} ${platform.longname}`.toLowerCase().includes(needle),
    )
    .filter(
      (platform) =>
        filter.certifications.length === 0 ||
        filter.certifications.some((certification) => platform.certifications?.[certification]),
    )
    .filter((platform) => !filter.isOnlyOutdated || filter.changedPlatforms.includes(platform.name))
    .sort((a, b) => a.longname.localeCompare(b.longname, undefined, { sensitivity: 'base' }));
}

/**
 * The platforms the next update adds: changed names that no loaded manifest bears (the outdated
 * filter, which keeps loaded platforms, cannot show them), sorted.
 */
export function platformsAddedByUpdate(
  platforms: readonly PlatformManifest[],
  changedPlatforms: readonly string[],
): string[] {
  const loaded = new Set(platforms.map((platform) => platform.name));
  return changedPlatforms
    .filter((name) => !loaded.has(name))
    .sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
}
