import { detachString } from './detach-string.js';
import type { PipelineEvent } from './pipeline-event.js';

/** What the exclusion lists say of a host. */
export type HostVerdict = 'ignored' | 'robot' | 'none';

/**
 * A host's geolocation fields, as set on its events (undefined: not in the answer); null when
 * the host is not located. One fixed shape, so that the stage sets each field by its name.
 */
export type HostLocation = Readonly<{
  host: string | undefined;
  country: string | undefined;
  region: string | undefined;
  city: string | undefined;
  latitude: string | undefined;
  longitude: string | undefined;
  coordinates: string | undefined;
}> | null;

/**
 * What one job's stages have worked out about one host, each filled in by its stage on first
 * need. Undefined means not asked yet.
 */
export interface HostFacts {
  readonly host: string;
  exclusion: HostVerdict | undefined;
  location: HostLocation | undefined;
  onCampus: string | undefined;
  /** The host's HMAC, by the job's anonymizer. */
  crypted: string | undefined;
  /**
   * The anonymizer's last clear value and hash of each other crypted field seen from this host,
   * by the field's place in its list: a login mostly comes back from the same address.
   */
  recentHashes: ([clear: string, hashed: string] | undefined)[] | undefined;
}

const CACHE_LIMIT = 20_000;

/**
 * One record per distinct host of a job, shared by the stages that answer per host (exclusions,
 * geolocation, on-campus, anonymizer). Each of them used to keep its own host-keyed Map: on
 * these machines a probe of a large Map costs about half a microsecond in cache misses, so four
 * probes per event cost more than the answers. Now the first stage probes once and leaves the
 * record on the event, where the next ones find it.
 */
export class HostFactsCache {
  private readonly byHost = new Map<string, HostFacts>();

  /** The record of `host` (the event's current `host` field), remembered on the event. */
  of(event: PipelineEvent, host: string): HostFacts {
    const known = event.hostFacts;
    // A stage may have rewritten the host (the anonymizer placed before another stage).
    if (known?.host === host) {
      return known;
    }
    let facts = this.byHost.get(host);
    if (facts === undefined) {
      if (this.byHost.size >= CACHE_LIMIT) {
        this.byHost.clear();
      }
      facts = {
        host: detachString(host),
        exclusion: undefined,
        location: undefined,
        onCampus: undefined,
        crypted: undefined,
        recentHashes: undefined,
      };
      this.byHost.set(facts.host, facts);
    }
    event.hostFacts = facts;
    // The event keeps the record's copy of its host (the same characters): the next stages'
    // check above then compares two pointers, not characters in two distant places of memory.
    if (event.fields.host === host) {
      event.fields.host = facts.host;
    }
    return facts;
  }
}
