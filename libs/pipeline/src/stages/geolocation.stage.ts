import type { GeoipField } from '@sillage/shared-types';
import type { Geolocator } from '../engine/ports.js';
import { detachString } from '../engine/detach-string.js';
import { createEventStage, type Stage } from '../engine/stage.js';

const CACHE_LIMIT = 20_000;

// The answer echoes the host (geoip-host): a cached copy must not pin the input chunk it came from.
function detachValues(
  location: Partial<Record<string, string>> | undefined,
): Partial<Record<string, string>> | undefined {
  if (location === undefined) {
    return undefined;
  }
  const copy: Partial<Record<string, string>> = {};
  for (const [name, value] of Object.entries(location)) {
    if (value !== undefined) {
      copy[name] = detachString(value);
    }
  }
  return copy;
}

/**
 * Geolocates `host` (every geoip field is set on the event; `columns` only chooses the output
 * columns, as the reference's `Geoip` header does). Answers are cached per distinct host.
 */
export function createGeolocationStage(
  geolocator: Geolocator,
  columns: readonly GeoipField[],
): Stage {
  const cache = new Map<string, Partial<Record<string, string>> | undefined>();
  return createEventStage(
    'geolocalizer',
    (event) => {
      const { host } = event.fields;
      if (!host) {
        return undefined;
      }
      let location = cache.get(host);
      if (location === undefined && !cache.has(host)) {
        if (cache.size >= CACHE_LIMIT) {
          cache.clear();
        }
        location = detachValues(geolocator.locate(host));
        cache.set(detachString(host), location);
      }
      if (location) {
        Object.assign(event.fields, location);
      }
      return undefined;
    },
    columns,
  );
}
