import { BlockList, isIP } from 'node:net';
import { pickLastAddress } from './geolocation.js';

/** Tells whether an address is on campus: its label, `Y` for unlabelled and private ranges, undefined off campus. */
export interface OnCampusMatcher {
  match(ip: string): string | undefined;
}

/** One configured on-campus entry: an IP or CIDR string (label `Y`), or labelled ranges. */
export type OnCampusRange = string | { label: string; ranges: string[] };

/** Private IPv4 ranges, always on campus (reference behaviour). */
export const PRIVATE_RANGES: readonly string[] = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'];

const UNLABELLED = 'Y';

function addRange(list: BlockList, range: unknown, where: string): void {
  if (typeof range !== 'string') {
    throw new Error(`Invalid on-campus range ${JSON.stringify(range)} in ${where}: not a string`);
  }
  const text = range.trim();
  const slash = text.indexOf('/');
  const address = slash === -1 ? text : text.slice(0, slash);
  const family = isIP(address);
  if (family === 0) {
    throw new Error(
      `Invalid on-campus range ${JSON.stringify(range)} in ${where}: not an IP address`,
    );
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (slash === -1) {
    list.addAddress(address, type);
    return;
  }
  const prefixText = text.slice(slash + 1);
  const prefix = Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText) || prefix > (family === 4 ? 32 : 128)) {
    throw new Error(
      `Invalid on-campus range ${JSON.stringify(range)} in ${where}: bad prefix length`,
    );
  }
  list.addSubnet(address, prefix, type);
}

/**
 * Builds the on-campus matcher: labelled ranges first (in the given order), then unlabelled and
 * private ranges (`Y`); an invalid entry throws an error naming it.
 */
export function createOnCampusMatcher(ranges: readonly OnCampusRange[] = []): OnCampusMatcher {
  const labelled: { label: string; list: BlockList }[] = [];
  const unlabelled = new BlockList();
  for (const range of PRIVATE_RANGES) {
    addRange(unlabelled, range, 'the private ranges');
  }
  ranges.forEach((entry, index) => {
    if (typeof entry === 'string') {
      addRange(unlabelled, entry, `on-campus entry #${index + 1}`);
      return;
    }
    const candidate = entry as Partial<{ label: unknown; ranges: unknown }> | null;
    if (
      typeof candidate !== 'object' ||
      candidate === null ||
      typeof candidate.label !== 'string' ||
      candidate.label.trim() === '' ||
      !Array.isArray(candidate.ranges)
    ) {
      throw new Error(
        `Invalid on-campus entry #${index + 1}: expected a string or {label, ranges}`,
      );
    }
    const list = new BlockList();
    for (const range of entry.ranges) {
      addRange(list, range, `on-campus entry "${entry.label}"`);
    }
    labelled.push({ label: entry.label, list });
  });
  return {
    match(ip: string): string | undefined {
      const address = pickLastAddress(ip);
      const family = isIP(address);
      if (family === 0) {
        return undefined;
      }
      const type = family === 4 ? 'ipv4' : 'ipv6';
      for (const { label, list } of labelled) {
        if (list.check(address, type)) {
          return label;
        }
      }
      return unlabelled.check(address, type) ? UNLABELLED : undefined;
    },
  };
}
