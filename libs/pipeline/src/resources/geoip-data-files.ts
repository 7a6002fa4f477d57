import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import path from 'node:path';

/** What a lookup finds: the fields the geolocation stage writes. */
export interface GeoipAnswer {
  country: string;
  region: string;
  city: string;
  /**
   * Latitude and longitude, in degrees. A range without a location has none: `[null, null]` for
   * IPv4 and `[0, 0]` for IPv6, as geoip-lite answers.
   */
  ll: [number | null, number | null];
}

/**
 * The city database shipped in the geoip-lite package, read in place. Its files hold sorted
 * address ranges: IPv4 records of 24 bytes (start, end, location id, latitude and longitude ×10⁴,
 * area; big-endian), IPv6 records of 48 (the first 64 bits of start and end matter) and location
 * records of 88 (country, region, metro, eu, time zone, city; NUL-padded).
 */
const V4_RECORD = 24;
const V6_RECORD = 48;
const LOCATION_RECORD = 88;
const NO_LOCATION = 0xffffffff;
/** IPv4 records per block of the in-memory index: one block (6 KiB) is read per lookup. */
const V4_BLOCK = 256;
/** Blocks read at once while the index is built: 1 MiB, not one system call per block. */
const INDEX_READ_BLOCKS = 170;
/** Levels of the IPv6 bisection whose records stay in memory once probed. */
const V6_CACHED_LEVELS = 14;

/** Location names decoded and remembered (about 100 bytes each); emptied when full. */
const PLACES_KEPT = 20_000;

/** The names of a location record. */
interface Place {
  readonly country: string;
  readonly region: string;
  readonly city: string;
}

const PRIVATE_V4: readonly (readonly [number, number])[] = [
  [0x0a000000, 0x0affffff],
  [0xac100000, 0xac1fffff],
  [0xc0a80000, 0xc0a8ffff],
];

/** The data folder of the installed geoip-lite package. */
export function geoipLiteDataDir(): string {
  const manifest = createRequire(import.meta.url).resolve('geoip-lite/package.json');
  return path.join(path.dirname(manifest), 'data');
}

function readAt(fd: number, buffer: Buffer, length: number, position: number): void {
  let done = 0;
  while (done < length) {
    const read = readSync(fd, buffer, done, length - done, position + done);
    if (read === 0) {
      throw new Error('geolocation database file ended early');
    }
    done += read;
  }
}

function textAt(buffer: Buffer, start: number, end: number): string {
  const nul = buffer.indexOf(0, start);
  return buffer.toString('utf8', start, nul === -1 || nul > end ? end : nul);
}

function ipv4Number(address: string): number {
  const parts = address.split('.');
  return (
    ((Number(parts[0]) << 24) >>> 0) +
    ((Number(parts[1]) << 16) >>> 0) +
    ((Number(parts[2]) << 8) >>> 0) +
    (Number(parts[3]) >>> 0)
  );
}

/**
 * The first 64 bits of an IPv6 address as two 32-bit words, the part the database compares, read
 * the way geoip-lite reads them so that answers match the reference's: after `::` is expanded the
 * group before it keeps its value when a group is moved (so `2001:db8::1` compares as
 * `2001:db8:0:1`), and groups are read with `parseInt(…, 16)`.
 */
function ipv6Prefix(address: string): [number, number] {
  const groups: (string | undefined)[] = address.replaceAll('"', '').split(':');
  const last = groups.length - 1;
  if (groups[last] === '') {
    groups[last] = '0';
  }
  if (last < 7) {
    groups.length = 8;
    for (let i = last; i >= 0 && groups[i] !== ''; i -= 1) {
      groups[7 - last + i] = groups[i];
    }
  }
  const word = (i: number): number => {
    const group = groups[i];
    return group === undefined || group === '' ? 0 : parseInt(group, 16);
  };
  return [((word(0) << 16) + word(1)) >>> 0, ((word(2) << 16) + word(3)) >>> 0];
}

function compare64(aHigh: number, aLow: number, bHigh: number, bLow: number): number {
  return aHigh !== bHigh ? (aHigh < bHigh ? -1 : 1) : aLow < bLow ? -1 : aLow > bLow ? 1 : 0;
}

/**
 * Looks addresses up in geoip-lite's city database without loading its range tables: their
 * ~130 MB stay in the page cache, not in the heap of every worker; only the 10 MB of location
 * names is held. IPv4 ranges are found through an index of every 256th range start (50 KB) and
 * one 6 KiB read; IPv6 lookups retrace geoip-lite's own bisection (its ranges overlap once cut to
 * 64 bits, and the answer must be the same), keeping the most visited records in memory. Answers
 * equal geoip-lite's `lookup()` (tested).
 */
export class GeoipDataFiles {
  private readonly v4: number;
  private readonly v6: number;
  /**
   * The location records (10 MB), held in memory: a job locates thousands of hosts, and each
   * read of a record was a system call of several microseconds on our virtual machines.
   */
  private readonly locations: Buffer;
  private readonly v4Count: number;
  private readonly v6Count: number;
  private readonly v4Index: Uint32Array;
  private readonly block = Buffer.allocUnsafe(V4_BLOCK * V4_RECORD);
  private readonly record = Buffer.allocUnsafe(V6_RECORD);
  private readonly v6Probes = new Map<number, Buffer>();
  private readonly places = new Map<number, Place>();

  constructor(dataDir: string = geoipLiteDataDir()) {
    this.v4 = openSync(path.join(dataDir, 'geoip-city.dat'), 'r');
    this.v6 = openSync(path.join(dataDir, 'geoip-city6.dat'), 'r');
    this.locations = readFileSync(path.join(dataDir, 'geoip-city-names.dat'));
    this.v4Count = Math.floor(fstatSync(this.v4).size / V4_RECORD);
    this.v6Count = Math.floor(fstatSync(this.v6).size / V6_RECORD);
    this.v4Index = new Uint32Array(Math.ceil(this.v4Count / V4_BLOCK));
    const blocks = Buffer.allocUnsafe(INDEX_READ_BLOCKS * V4_BLOCK * V4_RECORD);
    for (let first = 0; first < this.v4Index.length; first += INDEX_READ_BLOCKS) {
      const count = Math.min(INDEX_READ_BLOCKS, this.v4Index.length - first);
      // The last block may be short: only its first record is needed.
      const length = Math.min(count * V4_BLOCK, this.v4Count - first * V4_BLOCK) * V4_RECORD;
      readAt(this.v4, blocks, length, first * V4_BLOCK * V4_RECORD);
      for (let block = 0; block < count; block += 1) {
        this.v4Index[first + block] = blocks.readUInt32BE(block * V4_BLOCK * V4_RECORD);
      }
    }
  }

  /** Like geoip-lite's `lookup(ip)`: null for private, unknown or unlisted addresses. */
  lookup(ip: string): GeoipAnswer | null {
    const family = isIP(ip);
    if (family === 4) {
      return this.lookup4(ipv4Number(ip));
    }
    if (family === 6) {
      const upper = ip.toUpperCase();
      for (const prefix of ['0:0:0:0:0:FFFF:', '::FFFF:']) {
        if (upper.startsWith(prefix)) {
          const mapped = upper.slice(prefix.length);
          return isIP(mapped) === 4 ? this.lookup4(ipv4Number(mapped)) : null;
        }
      }
      return this.lookup6(ipv6Prefix(ip));
    }
    return null;
  }

  close(): void {
    closeSync(this.v4);
    closeSync(this.v6);
  }

  private lookup4(ip: number): GeoipAnswer | null {
    const index = this.v4Index;
    if (this.v4Count === 0 || ip < (index[0] ?? 0)) {
      return null;
    }
    for (const [low, high] of PRIVATE_V4) {
      if (ip >= low && ip <= high) {
        return null;
      }
    }
    // The last block starting at or before ip, then the last range starting at or before ip.
    let low = 0;
    let high = index.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((index[middle] ?? 0) <= ip) {
        low = middle;
      } else {
        high = middle - 1;
      }
    }
    const first = low * V4_BLOCK;
    const count = Math.min(V4_BLOCK, this.v4Count - first);
    const block = this.block;
    readAt(this.v4, block, count * V4_RECORD, first * V4_RECORD);
    let lowRecord = 0;
    let highRecord = count - 1;
    while (lowRecord < highRecord) {
      const middle = (lowRecord + highRecord + 1) >>> 1;
      if (block.readUInt32BE(middle * V4_RECORD) <= ip) {
        lowRecord = middle;
      } else {
        highRecord = middle - 1;
      }
    }
    const at = lowRecord * V4_RECORD;
    if (block.readUInt32BE(at) > ip || block.readUInt32BE(at + 4) < ip) {
      return null;
    }
    return this.answer(
      block.readUInt32BE(at + 8),
      block.readInt32BE(at + 12),
      block.readInt32BE(at + 16),
      null,
    );
  }

  private lookup6([high, low]: [number, number]): GeoipAnswer | null {
    const count = this.v6Count;
    if (count === 0) {
      return null;
    }
    const first = this.probe6(0, 0);
    const firstHigh = first.readUInt32BE(0);
    const firstLow = first.readUInt32BE(4);
    const last = this.probe6(count - 1, 0);
    if (
      compare64(high, low, last.readUInt32BE(16), last.readUInt32BE(20)) > 0 ||
      compare64(high, low, firstHigh, firstLow) < 0
    ) {
      return null;
    }
    // geoip-lite's bisection, step for step: with overlapping 64-bit ranges, the record it lands
    // on first is the answer.
    let floorLine = 0;
    let ceilLine = count - 1;
    for (let depth = 1; ; depth += 1) {
      const line = Math.round((ceilLine - floorLine) / 2) + floorLine;
      const record = this.probe6(line, depth);
      const startVsIp = compare64(record.readUInt32BE(0), record.readUInt32BE(4), high, low);
      const endVsIp = compare64(record.readUInt32BE(16), record.readUInt32BE(20), high, low);
      if (startVsIp <= 0 && endVsIp >= 0) {
        return this.answer(
          record.readUInt32BE(32),
          record.readInt32BE(36),
          record.readInt32BE(40),
          0,
        );
      }
      if (floorLine === ceilLine) {
        return null;
      }
      if (floorLine === ceilLine - 1) {
        if (line === floorLine) {
          floorLine = ceilLine;
        } else {
          ceilLine = floorLine;
        }
      } else if (startVsIp > 0) {
        ceilLine = line;
      } else if (endVsIp < 0) {
        floorLine = line;
      }
    }
  }

  /** The IPv6 record at `line`; the first levels of the bisection are kept once read. */
  private probe6(line: number, depth: number): Buffer {
    const kept = this.v6Probes.get(line);
    if (kept !== undefined) {
      return kept;
    }
    if (depth <= V6_CACHED_LEVELS) {
      const record = Buffer.alloc(V6_RECORD);
      readAt(this.v6, record, V6_RECORD, line * V6_RECORD);
      this.v6Probes.set(line, record);
      return record;
    }
    readAt(this.v6, this.record, V6_RECORD, line * V6_RECORD);
    return this.record;
  }

  private answer(
    locationId: number,
    latitude: number,
    longitude: number,
    unlocated: 0 | null,
  ): GeoipAnswer {
    const answer: GeoipAnswer = { country: '', region: '', city: '', ll: [unlocated, unlocated] };
    if (locationId < NO_LOCATION) {
      answer.ll = [latitude / 10000, longitude / 10000];
      const place = this.placeOf(locationId);
      answer.country = place.country;
      answer.region = place.region;
      answer.city = place.city;
    }
    return answer;
  }

  /**
   * The country, region and city of a location record. Remembered: hosts by the thousand share
   * a few hundred cities.
   */
  private placeOf(locationId: number): Place {
    let place = this.places.get(locationId);
    if (place === undefined) {
      const at = locationId * LOCATION_RECORD;
      if (at + LOCATION_RECORD > this.locations.length) {
        throw new Error('geolocation database file ended early');
      }
      place = {
        country: textAt(this.locations, at, at + 2),
        region: textAt(this.locations, at + 2, at + 5),
        city: textAt(this.locations, at + 42, at + LOCATION_RECORD),
      };
      if (this.places.size >= PLACES_KEPT) {
        this.places.clear();
      }
      this.places.set(locationId, place);
    }
    return place;
  }
}
