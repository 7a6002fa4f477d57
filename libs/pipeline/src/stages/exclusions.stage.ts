import { HostFactsCache, type HostVerdict } from '../engine/host-facts.js';
import type { Exclusions } from '../engine/ports.js';
import type { PipelineEvent } from '../engine/pipeline-event.js';
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
  hostFacts = new HostFactsCache(),
): Stage {
  // What the host lists say of each host, asked once per distinct host (they repeat all day).
  const verdictOf = (lists: Exclusions, event: PipelineEvent, host: string): HostVerdict => {
    const facts = hostFacts.of(event, host);
    facts.exclusion ??=
      filters.ignoredHosts && lists.isIgnoredHost(host)
        ? 'ignored'
        : lists.isRobotHost(host)
          ? 'robot'
          : 'none';
    return facts.exclusion;
  };
  return createEventStage('exclusions', (event) => {
    const { fields } = event;
    if (exclusions) {
      if (filters.ignoredDomains && fields.domain && exclusions.isIgnoredDomain(fields.domain)) {
        return 'ignored-domains';
      }
      const { host } = fields;
      if (host) {
        const verdict = verdictOf(exclusions, event, host);
        if (verdict === 'ignored') {
          return 'ignored-hosts';
        }
        if (verdict === 'robot') {
          if (filters.robots) {
            return { category: 'robots-ecs', reason: { code: 'robot-host' } };
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
