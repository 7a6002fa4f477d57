import type { GeoipField } from '@sillage/shared-types';
import { HostFactsCache, type HostLocation } from '../engine/host-facts.js';
import type { Geolocator } from '../engine/ports.js';
import { detachString } from '../engine/detach-string.js';
import { createEventStage, type Stage } from '../engine/stage.js';

const copied = (value: string | undefined) =>
  value === undefined ? undefined : detachString(value);

// The answer echoes the host (geoip-host): a cached copy must not pin the input chunk it came
// from.
function detachedLocation(location: Partial<Record<string, string>> | undefined): HostLocation {
  if (location === undefined) {
    return null;
  }
  return {
    host: copied(location['geoip-host']),
    country: copied(location['geoip-country']),
    region: copied(location['geoip-region']),
    city: copied(location['geoip-city']),
    latitude: copied(location['geoip-latitude']),
    longitude: copied(location['geoip-longitude']),
    coordinates: copied(location['geoip-coordinates']),
  };
}

/**
 * Geolocates `host` (every geoip field is set on the event; `columns` only chooses the output
 * columns, as the reference's `Geoip` header does). Answers are remembered per distinct host
 * (host-facts.ts).
 */
export function createGeolocationStage(
  geolocator: Geolocator,
  columns: readonly GeoipField[],
  hostFacts = new HostFactsCache(),
): Stage {
  return createEventStage(
    'geolocalizer',
    (event) => {
      const { fields } = event;
      const { host } = fields;
      if (!host) {
        return undefined;
      }
      const facts = hostFacts.of(event, host);
      let located = facts.location;
      if (located === undefined) {
        // null (not located) is an answer too: `??=` would ask again for every such event.
        located = detachedLocation(geolocator.locate(host));
        facts.location = located;
      }
      // Field by field under constant names: a loop over names made every store a slow,
      // megamorphic one.
      if (located !== null) {
        if (located.host !== undefined) {
          fields['geoip-host'] = located.host;
        }
        if (located.country !== undefined) {
          fields['geoip-country'] = located.country;
        }
        if (located.region !== undefined) {
          fields['geoip-region'] = located.region;
        }
        if (located.city !== undefined) {
          fields['geoip-city'] = located.city;
        }
        if (located.latitude !== undefined) {
          fields['geoip-latitude'] = located.latitude;
        }
        if (located.longitude !== undefined) {
          fields['geoip-longitude'] = located.longitude;
        }
        if (located.coordinates !== undefined) {
          fields['geoip-coordinates'] = located.coordinates;
        }
      }
      return undefined;
    },
    columns,
  );
}
