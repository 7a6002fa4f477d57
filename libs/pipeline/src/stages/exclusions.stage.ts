import type { Exclusions } from '../engine/ports.js';
import { createEventStage, type Stage } from '../engine/stage.js';

/** Which exclusion lists are active (`Disable-Filters` turns them off). */
export interface ExclusionFilters {
  robots: boolean;
  ignoredHosts: boolean;
  ignoredDomains: boolean;
}

/**
 * Applies the exclusion lists in the reference order: ignored domain, ignored host, robot host
 * (3-octet prefixes match the /24). A robot that is not filtered is kept with `robot = yes`.
 */
export function createExclusionsStage(
  exclusions: Exclusions | undefined,
  filters: ExclusionFilters,
): Stage {
  return createEventStage('exclusions', (event) => {
    const { fields } = event;
    if (exclusions) {
      if (filters.ignoredDomains && fields.domain && exclusions.isIgnoredDomain(fields.domain)) {
        return 'ignored-domains';
      }
      const { host } = fields;
      if (host) {
        if (filters.ignoredHosts && exclusions.isIgnoredHost(host)) {
          return 'ignored-hosts';
        }
        if (exclusions.isRobotHost(host)) {
          if (filters.robots) {
            return { category: 'robots-ecs', reason: 'robot host' };
          }
          fields.robot = 'yes';
          return undefined;
        }
      }
    }
    fields.robot = 'no';
    return undefined;
  });
}
