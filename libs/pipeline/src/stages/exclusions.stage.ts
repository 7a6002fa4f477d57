import type { Exclusions } from '../engine/ports.js';
import { detachString } from '../engine/detach-string.js';
import { createEventStage, type Stage } from '../engine/stage.js';

const CACHE_LIMIT = 20_000;

type HostVerdict = 'ignored' | 'robot' | 'none';

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
  // What the host lists say of each host, asked once per distinct host (they repeat all day).
  const hostVerdicts = new Map<string, HostVerdict>();
  const verdictOf = (lists: Exclusions, host: string): HostVerdict => {
    let verdict = hostVerdicts.get(host);
    if (verdict === undefined) {
      verdict =
        filters.ignoredHosts && lists.isIgnoredHost(host)
          ? 'ignored'
          : lists.isRobotHost(host)
            ? 'robot'
            : 'none';
      if (hostVerdicts.size >= CACHE_LIMIT) {
        hostVerdicts.clear();
      }
      hostVerdicts.set(detachString(host), verdict);
    }
    return verdict;
  };
  return createEventStage('exclusions', (event) => {
    const { fields } = event;
    if (exclusions) {
      if (filters.ignoredDomains && fields.domain && exclusions.isIgnoredDomain(fields.domain)) {
        return 'ignored-domains';
      }
      const { host } = fields;
      if (host) {
        const verdict = verdictOf(exclusions, host);
        if (verdict === 'ignored') {
          return 'ignored-hosts';
        }
        if (verdict === 'robot') {
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
