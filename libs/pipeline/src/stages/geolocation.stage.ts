import type { GeoipField } from '@sillage/shared-types';
import { HostFactsCache, type HostLocation } from '../engine/host-facts.js';
import type { Geolocator } from '../engine/ports.js';
import { detachString } from '../engine/detach-string.js';
import { createEventStage, type Stage } from '../engine/stage.js';

// The answer echoes the host (geoip-host): a cached copy must not pin the input chunk it came
// from. Kept as a list of fields, copied onto events one by one (cheaper than Object.assign onto
// events that already hold some thirty fields).
function detachedFields(location: Partial<Record<string, string>> | undefined): HostLocation {
  if (location === undefined) {
    return null;
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
        located = detachedFields(geolocator.locate(host));
        facts.location = located;
      }
      if (located !== null) {
        for (const [name, value] of located) {
          fields[name] = value;
        }
      }
      return undefined;
    },
    columns,
  );
}
