import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { canonicalIpv4Number, SortedNumbers } from './ipv4-numbers.js';
import { readListFile } from './list-file.js';

/** Ignored domains, ignored hosts and robot hosts of an ezpaarse-exclusions folder, answered in O(1). */
export interface Exclusions {
  isIgnoredDomain(domain: string): boolean;
  isIgnoredHost(host: string): boolean;
  isRobotHost(host: string): boolean;
  /** Entries loaded per kind (a 3-octet prefix counts once). */
  readonly counts: { robots: number; hosts: number; domains: number };
}

type ExclusionKind = 'robots' | 'hosts' | 'domains';

const FILE_PATTERN = /^(robots|hosts|domains)\..+\.txt$/;
// `a.b.c` (three octets, nothing else) stands for the whole `a.b.c.0/24` block.
const IPV4_PREFIX_PATTERN = /^\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** A set of exact entries plus IPv4 /24 prefixes; matching is case-insensitive. */
export interface HostSet {
  has(value: string): boolean;
  readonly size: number;
}

/** Tells whether `text` from `start` to its end is 1 to 3 decimal digits. */
function isOctet(text: string, start: number): boolean {
  const length = text.length - start;
  if (length < 1 || length > 3) {
    return false;
  }
  for (let index = start; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 48 || code > 57) {
      return false;
    }
  }
  return true;
}

/**
 * Builds a {@link HostSet} from list entries: `a.b.c` matches every `a.b.c.N`, anything else matches
 * exactly. Canonical IPv4 addresses and blocks are kept as numbers (see ipv4-numbers.ts); other
 * entries (names, IPv6, octets with leading zeros) as lower-cased strings.
 */
export function createHostSet(entries: Iterable<string>): HostSet {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  const addressNumbers: number[] = [];
  const blockNumbers: number[] = [];
  let size = 0;
  for (const entry of entries) {
    const value = entry.toLowerCase();
    if (IPV4_PREFIX_PATTERN.test(value)) {
      const block = canonicalIpv4Number(value, 3);
      if (block >= 0) {
        blockNumbers.push(block);
      } else {
        prefixes.add(value);
      }
    } else {
      const address = canonicalIpv4Number(value, 4);
      if (address >= 0) {
        addressNumbers.push(address);
      } else {
        exact.add(value);
      }
    }
    size += 1;
  }
  const addresses = new SortedNumbers(addressNumbers);
  const blocks = new SortedNumbers(blockNumbers);
  const hasBlocks = blockNumbers.length > 0;
  const hasPrefixes = prefixes.size > 0;
  return {
    size,
    has(value: string): boolean {
      const address = canonicalIpv4Number(value, 4);
      if (address >= 0 ? addresses.has(address) : exact.has(value.toLowerCase())) {
        return true;
      }
      if (!hasBlocks && !hasPrefixes) {
        return false;
      }
      const lastDot = value.lastIndexOf('.');
      if (lastDot <= 0 || !isOctet(value, lastDot + 1)) {
        return false;
      }
      const block = canonicalIpv4Number(value, 3, lastDot);
      return block >= 0
        ? hasBlocks && blocks.has(block)
        : hasPrefixes && prefixes.has(value.slice(0, lastDot));
    },
  };
}

const EMPTY_ENTRIES: Record<ExclusionKind, string[]> = { robots: [], hosts: [], domains: [] };

/**
 * Loads every `robots.*.txt`, `hosts.*.txt` and `domains.*.txt` of `dir` (one entry per line, `#`
 * comments); `undefined` gives empty lists, a missing folder is an error.
 */
export async function loadExclusions(dir: string | undefined): Promise<Exclusions> {
  const entries: Record<ExclusionKind, string[]> = { ...EMPTY_ENTRIES };
  if (dir !== undefined) {
    const names = (await readdir(dir)).filter((name) => FILE_PATTERN.test(name)).sort();
    const lists = await Promise.all(names.map((name) => readListFile(path.join(dir, name))));
    const byKind: Record<ExclusionKind, string[][]> = { robots: [], hosts: [], domains: [] };
    names.forEach((name, index) => {
      const kind = FILE_PATTERN.exec(name)?.[1] as ExclusionKind;
      byKind[kind].push(lists[index] ?? []);
    });
    entries.robots = byKind.robots.flat();
    entries.hosts = byKind.hosts.flat();
    entries.domains = byKind.domains.flat();
  }
  return createExclusions(entries);
}

/** Builds exclusions from in-memory lists (what {@link loadExclusions} does after reading the files). */
export function createExclusions(entries: Partial<Record<ExclusionKind, string[]>>): Exclusions {
  const robots = createHostSet(entries.robots ?? []);
  const hosts = createHostSet(entries.hosts ?? []);
  const domains = new Set((entries.domains ?? []).map((domain) => domain.toLowerCase()));
  return {
    counts: { robots: robots.size, hosts: hosts.size, domains: domains.size },
    isIgnoredDomain: (domain) => domains.has(domain.toLowerCase()),
    isIgnoredHost: (host) => hosts.has(host),
    isRobotHost: (host) => robots.has(host),
  };
}
