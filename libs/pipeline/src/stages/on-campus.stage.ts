import { HostFactsCache } from '../engine/host-facts.js';
import type { OnCampusMatcher } from '../engine/ports.js';
import { createEventStage, type Stage } from '../engine/stage.js';

/**
 * Sets `on_campus` to the matching range's label ('Y' for private or unlabelled ranges) or 'N',
 * and counts `general.on-campus-accesses` / `off-campus-accesses`. Answers are remembered per
 * host (host-facts.ts).
 */
export function createOnCampusStage(
  matcher: OnCampusMatcher,
  hostFacts = new HostFactsCache(),
): Stage {
  return createEventStage('on-campus-counter', (event, context) => {
    const { host } = event.fields;
    let label = 'N';
    if (host) {
      const facts = hostFacts.of(event, host);
      label = facts.onCampus ??= matcher.match(host) ?? 'N';
    }
    event.fields.on_campus = label;
    context.count(label === 'N' ? 'off-campus-accesses' : 'on-campus-accesses');
    return undefined;
  });
}
