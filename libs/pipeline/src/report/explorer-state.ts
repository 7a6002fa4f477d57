import {
  DENIED_EVENTS_KEY,
  FUNNEL_STEP_DROPS,
  FUNNEL_STEPS,
  SAMPLE_CATEGORY_NAMES,
  type RejectCategory,
  type RejectSample,
  type SampleCategory,
  type ReportExplorer,
  type UnknownHost,
} from '@sillage/shared-types';
import { detachString } from '../engine/detach-string.js';
import type { InputLine } from '../engine/input-lines.js';
import { rejectReasonFields, type RejectReason } from '../engine/reject-reason.js';
import { deproxyHost } from './deproxy-host.js';
import { printableText } from './printable-text.js';

/** Lines kept per reject category (and of denied accesses), and their maximum length. */
const SAMPLES_PER_CATEGORY = 10;
const SAMPLE_MAX_CHARS = 2000;
const MAX_UNKNOWN_HOSTS = 100;

/** A platform a host belongs to (from the catalog manifests). */
export interface HostOwner {
  platform: string;
  native: boolean;
}

/** What the funnel is computed from. */
export interface FunnelCounts {
  linesInput: number;
  rejects: Readonly<Record<RejectCategory, number>>;
  /** Granted events written to the result: the report's `nb-ecs`, the dashboard's total. */
  events: number;
  /** Denied accesses (`nb-denied-ecs`): lines that made an event the result does not hold. */
  deniedEvents?: number;
}

/** A job line number traced back to its input, with that input's file name when it has one. */
type LocatedLine = InputLine & { fileName?: string | undefined };

/**
 * The reject-explorer data of a job: the first lines of each reject category, and on demand the
 * funnel (from the reject counters, so it holds whatever the chain order) and the unknown domains
 * grouped by de-proxied publisher host.
 */
export class ExplorerState {
  private readonly samples = new Map<SampleCategory, RejectSample[]>();
  /** Looks up which platform lists a host; none = no "known platform" flags. */
  hostOwner: ((host: string) => HostOwner | undefined) | undefined;
  /** With several inputs: the input (0-based) and its line a job line number stands for. */
  locateLine: ((lineNumber: number) => LocatedLine | undefined) | undefined;

  /**
   * Keeps a rejected line (or a denied access's) while its category has room; `line` undefined = withheld (crypted
   * values it may hold, unread). A function is called only then: hiding crypted values costs a
   * regex pass and hashes, too much for every one of a job's rejected lines.
   */
  sample(
    category: SampleCategory,
    lineNumber: number,
    lineOrMaker: string | undefined | (() => string | undefined),
    reason?: RejectReason,
  ): void {
    let list = this.samples.get(category);
    if (!list) {
      list = [];
      this.samples.set(category, list);
    }
    if (list.length >= SAMPLES_PER_CATEGORY || lineNumber < 1) {
      return;
    }
    const line = typeof lineOrMaker === 'function' ? lineOrMaker() : lineOrMaker;
    const found = this.locateLine?.(lineNumber);
    list.push({
      lineNumber,
      ...(found && {
        file: found.input + 1,
        fileLineNumber: found.line,
        ...(found.fileName === undefined ? {} : { fileName: found.fileName }),
      }),
      line: line === undefined ? '' : detachString(printableText(line.slice(0, SAMPLE_MAX_CHARS))),
      ...(line === undefined ? { withheld: true } : {}),
      ...rejectReasonFields(reason),
    });
  }

  build(
    counts: FunnelCounts,
    unknownDomains: Iterable<readonly [string, number]>,
    pertinentLines: number,
  ): ReportExplorer {
    let remaining = counts.linesInput;
    const funnel = FUNNEL_STEPS.map((step) => {
      const dropped: Record<string, number> = {};
      for (const category of FUNNEL_STEP_DROPS[step]) {
        const lost = counts.rejects[category];
        if (lost > 0) {
          dropped[category] = lost;
          remaining -= lost;
        }
      }
      if (step === 'events' && (counts.deniedEvents ?? 0) > 0) {
        // One definition of "events" across the report, dashboard and explorer: the granted
        // ones; the denied ones are shown as what the last step set aside.
        dropped[DENIED_EVENTS_KEY] = counts.deniedEvents ?? 0;
      }
      return { step, count: step === 'events' ? counts.events : remaining, dropped };
    });
    const samples: ReportExplorer['samples'] = {};
    for (const category of SAMPLE_CATEGORY_NAMES) {
      const list = this.samples.get(category);
      if (list && list.length > 0) {
        // Rejects come in time order (inputs are merged by time): listed by file and line.
        samples[category] = list
          .map((entry) => ({ ...entry }))
          .sort(
            (a, b) =>
              (a.file ?? 0) - (b.file ?? 0) ||
              (a.fileLineNumber ?? a.lineNumber) - (b.fileLineNumber ?? b.lineNumber),
          );
      }
    }
    return { funnel, samples, unknownHosts: this.rankUnknownHosts(unknownDomains, pertinentLines) };
  }

  /**
   * EZproxy's proxy-by-hostname without hyphens writes the publisher's host before the proxy's
   * own (`journals.cambridge.org.gate1.inist.fr`): the longest run of first labels, of two or
   * more, that a platform of the catalog declares.
   */
  private knownHostBefore(domain: string): string | undefined {
    const { hostOwner } = this;
    if (!hostOwner) {
      return undefined;
    }
    const labels = domain.toLowerCase().replace(/:\d+$/, '').split('.');
    for (let end = labels.length - 1; end >= 2; end -= 1) {
      const host = labels.slice(0, end).join('.');
      if (hostOwner(host)) {
        return host;
      }
    }
    return undefined;
  }

  private rankUnknownHosts(
    unknownDomains: Iterable<readonly [string, number]>,
    pertinentLines: number,
  ): UnknownHost[] {
    const byHost = new Map<string, UnknownHost>();
    for (const [domain, count] of unknownDomains) {
      const deproxied = deproxyHost(domain) ?? this.knownHostBefore(domain);
      const host = deproxied ?? domain.toLowerCase();
      let entry = byHost.get(host);
      if (!entry) {
        entry = { host, count: 0, share: 0, domains: [], deproxied: deproxied !== undefined };
        const owner = this.hostOwner?.(host);
        if (owner) {
          entry.knownPlatform = owner.platform;
          entry.knownByNative = owner.native;
        }
        byHost.set(host, entry);
      }
      entry.count += count;
      if (entry.domains.length < 20) {
        entry.domains.push(domain);
      }
    }
    return [...byHost.values()]
      .sort((a, b) => b.count - a.count || a.host.localeCompare(b.host))
      .slice(0, MAX_UNKNOWN_HOSTS)
      .map((entry) => ({
        ...entry,
        share:
          pertinentLines > 0 ? Math.round((entry.count / pertinentLines) * 10_000) / 10_000 : 0,
      }));
  }
}

interface DeclaringPlatform {
  name: string;
  domains: readonly string[];
  source: 'native' | 'pack';
}
type HostOwnerLookup = (host: string) => HostOwner | undefined;

const lookups = new WeakMap<readonly DeclaringPlatform[], HostOwnerLookup>();

/**
 * The lookup of these platforms' hosts, built once per catalog: indexing the thousands of hosts
 * of a pack took ≈ 2 ms of every job, a fortieth of a small job through the api.
 */
export function hostOwnerLookupOf(platforms: readonly DeclaringPlatform[]): HostOwnerLookup {
  let lookup = lookups.get(platforms);
  if (lookup === undefined) {
    lookup = createHostOwnerLookup(platforms);
    lookups.set(platforms, lookup);
  }
  return lookup;
}

/** Indexes the hosts the catalog's platforms declare (exact names; `*.x` also matches subdomains). */
export function createHostOwnerLookup(platforms: readonly DeclaringPlatform[]): HostOwnerLookup {
  const exact = new Map<string, HostOwner>();
  for (const platform of platforms) {
    for (const domain of platform.domains) {
      const key = domain.toLowerCase().replace(/^\*\./, '');
      const owner = { platform: platform.name, native: platform.source === 'native' };
      const existing = exact.get(key);
      // A native platform wins a shared host: it is the one Sillage maintains.
      if (!existing || (!existing.native && owner.native)) {
        exact.set(key, owner);
      }
    }
  }
  return (host) => {
    let candidate = host.toLowerCase();
    for (;;) {
      const owner = exact.get(candidate);
      if (owner) {
        return owner;
      }
      const dot = candidate.indexOf('.');
      if (dot === -1 || !candidate.includes('.', dot + 1)) {
        return undefined;
      }
      candidate = candidate.slice(dot + 1);
    }
  };
}
