import type { PlatformInfo } from '../recognition/recognition.types.js';

const hostsOf = (info: PlatformInfo) => new Set(info.domains.map((domain) => domain.toLowerCase()));

const LISTED = 5;

function listed(hosts: readonly string[]): string {
  const shown = hosts.slice(0, LISTED).join(', ');
  return hosts.length > LISTED ? `${shown}… (${String(hosts.length)})` : shown;
}

/**
 * What would change for events if the native platform served in place of the pack's, besides
 * its answers: the hosts that reach it and the names its events carry.
 */
export function compareManifests(native: PlatformInfo, pack: PlatformInfo): string[] {
  const differences: string[] = [];
  const nativeHosts = hostsOf(native);
  const packHosts = hostsOf(pack);
  const missing = [...packHosts].filter((host) => !nativeHosts.has(host)).sort();
  const extra = [...nativeHosts].filter((host) => !packHosts.has(host)).sort();
  if (missing.length > 0) {
    differences.push(`hosts only in the pack: ${listed(missing)}`);
  }
  if (extra.length > 0) {
    differences.push(`hosts only in the native platform: ${listed(extra)}`);
  }
  if (native.longName !== pack.longName) {
    differences.push(`long name "${native.longName}" vs "${pack.longName}"`);
  }
  if (native.publisherName !== pack.publisherName) {
    differences.push(`publisher "${native.publisherName ?? ''}" vs "${pack.publisherName ?? ''}"`);
  }
  return differences;
}
