import type { OnCampusMatcher } from '../engine/ports.js';
import { detachString } from '../engine/detach-string.js';
import { createEventStage, type Stage } from '../engine/stage.js';

const CACHE_LIMIT = 20_000;

/**
 * Sets `on_campus` to the matching range's label ('Y' for private or unlabelled ranges) or 'N',
 * and counts `general.on-campus-accesses` / `off-campus-accesses`. Answers are cached per host.
 */
export function createOnCampusStage(matcher: OnCampusMatcher): Stage {
  const cache = new Map<string, string>();
  return createEventStage('on-campus-counter', (event, context) => {
    const { host } = event.fields;
    let label = 'N';
    if (host) {
      const known = cache.get(host);
      if (known === undefined) {
        label = matcher.match(host) ?? 'N';
        if (cache.size >= CACHE_LIMIT) {
          cache.clear();
        }
        cache.set(detachString(host), label);
      } else {
        label = known;
      }
    }
    event.fields.on_campus = label;
    context.count(label === 'N' ? 'off-campus-accesses' : 'on-campus-accesses');
    return undefined;
  });
}
