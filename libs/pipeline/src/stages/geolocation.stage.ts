import type { GeoipField } from '@sillage/shared-types';
import type { Geolocator } from '../engine/ports.js';
import { detachString } from '../engine/detach-string.js';
import { createEventStage, type Stage } from '../engine/stage.js';

const CACHE_LIMIT = 20_000;

type Located = readonly (readonly [string, string])[];

// The answer echoes the host (geoip-host): a cached copy must not pin the input chunk it came
// from. Kept as a list of fields, copied onto events one by one (cheaper than Object.assign onto
// events that already hold some thirty fields).
function detachedFields(
  location: Partial<Record<string, string>> | undefined,
): Located | undefined {
  if (location === undefined) {
    return undefined;
  }
  const fields: [string, string][] = [];
  for (const [name, value] of Object.entries(location)) {
    if (value !== undefined) {
      fields.push([name, detachString(value)]);
    }
  }
  return fields;
}

/**
 * Geolocates `host` (every geoip field is set on the event; `columns` only chooses the output
 * columns, as the reference's `Geoip` header does). Answers are cached per distinct host.
 */
export function createGeolocationStage(
  geolocator: Geolocator,
  columns: readonly GeoipField[],
): Stage {
  const cache = new Map<string, Located | undefined>();
  return createEventStage(
    'geolocalizer',
    (event) => {
      const { fields } = event;
      const { host } = fields;
      if (!host) {
        return undefined;
      }
      let located = cache.get(host);
      if (located === undefined && !cache.has(host)) {
        if (cache.size >= CACHE_LIMIT) {
          cache.clear();
        }
        located = detachedFields(geolocator.locate(host));
        cache.set(detachString(host), located);
      }
      if (located !== undefined) {
        for (const [name, value] of located) {
          fields[name] = value;
        }
      }
      return undefined;
    },
    columns,
  );
}
