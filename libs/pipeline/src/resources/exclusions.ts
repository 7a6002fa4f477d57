import { isUtf8 } from 'node:buffer';
import { isIPv6 } from 'node:net';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { canonicalIpv4Number, SortedNumbers } from './ipv4-numbers.js';
import { decodeText, parseListText } from './list-file.js';

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

/** Entries of host lists, sorted out as they are read. */
interface HostEntries {
  /** Canonical IPv4 addresses and /24 blocks, as numbers (see ipv4-numbers.ts). */
  addresses: number[];
  blocks: number[];
  /** `a.b.c` prefixes that are not canonical (leading zeros), lower-cased. */
  prefixes: Set<string>;
  /** Everything else (names, IPv6, non-canonical addresses), as {@link exactKey} writes them. */
  exact: Set<string>;
  size: number;
}

function emptyHostEntries(): HostEntries {
  return { addresses: [], blocks: [], prefixes: new Set(), exact: new Set(), size: 0 };
}

/**
 * The key of a non-IPv4 entry or host: an IPv6 address in its one RFC 5952 spelling (lists and
 * logs write `2001:0db8:0:0::1`, `2001:DB8::1`… for one address), anything else lower-cased.
 */
function exactKey(value: string): string {
  const lower = value.toLowerCase();
  if (!lower.includes(':') || !isIPv6(lower)) {
    return lower;
  }
  try {
    // The WHATWG URL parser writes IPv6 hosts compressed and lower-case (a zone id throws).
    return new URL(`http://[${lower}]/`).hostname.slice(1, -1);
  } catch {
    return lower;
  }
}

/** Files one entry: `a.b.c` stands for every `a.b.c.N`, anything else for itself. */
function addHostEntry(entries: HostEntries, entry: string): void {
  const value = entry.toLowerCase();
  if (IPV4_PREFIX_PATTERN.test(value)) {
    const block = canonicalIpv4Number(value, 3);
    if (block >= 0) {
      entries.blocks.push(block);
    } else {
      entries.prefixes.add(value);
    }
  } else {
    const address = canonicalIpv4Number(value, 4);
    if (address >= 0) {
      entries.addresses.push(address);
    } else {
      entries.exact.add(exactKey(value));
    }
  }
  entries.size += 1;
}

const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const DOT = 46;
const ZERO = 48;
const NINE = 57;

/**
 * Files the entries of a list file's bytes. Robot lists are a quarter of a million lines of bare
 * IPv4 addresses: a line of digits and dots that is a canonical address or block (as
 * {@link canonicalIpv4Number} reads text) is read as a number in the one pass over the bytes,
 * without a string for it (splitting, trimming and testing those strings took 0.2–0.3 s of each
 * start on a loaded host). Any other line is decoded and filed as {@link parseListText} and
 * {@link addHostEntry} do, so the answers are the same.
 */
function addHostListBytes(entries: HostEntries, bytes: Buffer): void {
  const encoding = isUtf8(bytes) ? 'utf8' : 'latin1';
  const { length } = bytes;
  let lineStart = 0;
  // The line read so far as octets: closed ones in `value`, the open one in `octet`.
  let plain = true;
  let value = 0;
  let octets = 0;
  let octet = 0;
  let digits = 0;
  for (let index = 0; index <= length; index += 1) {
    const code = index === length ? LINE_FEED : (bytes[index] ?? 0);
    if (code === LINE_FEED) {
      if (plain && digits > 0 && octets >= 2) {
        value = value * 256 + octet;
        (octets === 3 ? entries.addresses : entries.blocks).push(value);
        entries.size += 1;
      } else if (index > lineStart) {
        for (const entry of parseListText(bytes.toString(encoding, lineStart, index))) {
          addHostEntry(entries, entry);
        }
      }
      lineStart = index + 1;
      plain = true;
      value = 0;
      octets = 0;
      octet = 0;
      digits = 0;
    } else if (!plain || (code === CARRIAGE_RETURN && bytes[index + 1] === LINE_FEED)) {
      // Past what a bare address can be, or the CR of a CRLF: on to the line's end.
    } else if (code === DOT && digits > 0 && octets < 3) {
      value = value * 256 + octet;
      octets += 1;
      octet = 0;
      digits = 0;
    } else if (code >= ZERO && code <= NINE && !(digits > 0 && octet === 0)) {
      octet = octet * 10 + code - ZERO;
      digits += 1;
      plain = octet <= 255;
    } else {
      plain = false;
    }
  }
}

function hostSetOf(entries: HostEntries): HostSet {
  const { prefixes, exact } = entries;
  const addresses = new SortedNumbers(entries.addresses);
  const blocks = new SortedNumbers(entries.blocks);
  const hasBlocks = entries.blocks.length > 0;
  const hasPrefixes = prefixes.size > 0;
  const has = (value: string): boolean => {
    const address = canonicalIpv4Number(value, 4);
    if (address >= 0 ? addresses.has(address) : exact.has(exactKey(value))) {
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
  };
  return {
    size: entries.size,
    // An IPv4 client written as ::ffff:a.b.c.d (HAProxy, dual-stack listeners) is the IPv4
    // address, as geolocation and on-campus read it.
    has: (value) => has(value) || (isMappedIpv4(value) && has(value.slice(MAPPED_PREFIX.length))),
  };
}

const MAPPED_PREFIX = '::ffff:';
const MAPPED_IPV4 = /^::ffff:[0-9.]+$/i;
const COLON = 58;

// Asked for every host the lists do not hold: a first-character test keeps IPv4 hosts and names
// from costing a regex run.
function isMappedIpv4(value: string): boolean {
  return value.charCodeAt(0) === COLON && MAPPED_IPV4.test(value);
}

/**
 * Builds a {@link HostSet} from list entries: `a.b.c` matches every `a.b.c.N`, anything else matches
 * exactly. Canonical IPv4 addresses and blocks are kept as numbers (see ipv4-numbers.ts); other
 * entries (names, IPv6, octets with leading zeros) as lower-cased strings.
 */
export function createHostSet(entries: Iterable<string>): HostSet {
  const sorted = emptyHostEntries();
  for (const entry of entries) {
    addHostEntry(sorted, entry);
  }
  return hostSetOf(sorted);
}

const EMPTY_ENTRIES: Record<ExclusionKind, string[]> = { robots: [], hosts: [], domains: [] };

/**
 * Loads every `robots.*.txt`, `hosts.*.txt` and `domains.*.txt` of `dir` (one entry per line, `#`
 * comments); `undefined` gives empty lists, a missing folder is an error.
 */
export async function loadExclusions(dir: string | undefined): Promise<Exclusions> {
  if (dir === undefined) {
    return createExclusions(EMPTY_ENTRIES);
  }
  const candidates = (await readdir(dir)).filter((name) => FILE_PATTERN.test(name)).sort();
  // Only regular files (or links to them) are lists: a folder named like one failed every job,
  // and a named pipe held it until something wrote to it.
  const regular = await Promise.all(
    candidates.map(async (name) =>
      (await stat(path.join(dir, name)).catch(() => undefined))?.isFile(),
    ),
  );
  const names = candidates.filter((_name, index) => regular[index] === true);
  const files = await Promise.all(names.map((name) => readListFile(path.join(dir, name))));
  const robots = emptyHostEntries();
  const hosts = emptyHostEntries();
  const domains: string[] = [];
  names.forEach((name, index) => {
    const bytes = files[index] ?? Buffer.alloc(0);
    const kind = FILE_PATTERN.exec(name)?.[1] as ExclusionKind;
    if (kind === 'domains') {
      // A loop, not a spread: a list may be longer than a call's argument limit.
      for (const domain of parseListText(decodeText(bytes))) {
        domains.push(domain);
      }
    } else {
      addHostListBytes(kind === 'robots' ? robots : hosts, bytes);
    }
  });
  return exclusionsOf(hostSetOf(robots), hostSetOf(hosts), domains);
}

/** A list's bytes; a list that cannot be read fails with its name, not a bare system error. */
async function readListFile(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the exclusion list ${file} could not be read (${reason})`);
  }
}

/** Builds exclusions from in-memory lists (what {@link loadExclusions} does after reading the files). */
export function createExclusions(entries: Partial<Record<ExclusionKind, string[]>>): Exclusions {
  return exclusionsOf(
    createHostSet(entries.robots ?? []),
    createHostSet(entries.hosts ?? []),
    entries.domains ?? [],
  );
}

function exclusionsOf(robots: HostSet, hosts: HostSet, domainList: readonly string[]): Exclusions {
  const domains = new Set(domainList.map((domain) => domain.toLowerCase()));
  return {
    counts: { robots: robots.size, hosts: hosts.size, domains: domains.size },
    isIgnoredDomain: (domain) => domains.has(domain.toLowerCase()),
    isIgnoredHost: (host) => hosts.has(host),
    isRobotHost: (host) => robots.has(host),
  };
}
