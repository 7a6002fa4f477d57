import type { PlatformInfo } from '../recognition/recognition.types.js';
import { hostOfUrl } from '../recognition/recognizer.js';

/** Host → names of the platforms that declare it (exact hosts and `*.` wildcards), any catalog. */
export class HostTargets {
  private readonly exact = new Map<string, Set<string>>();
  private readonly wildcard = new Map<string, Set<string>>();

  constructor(platforms: Iterable<PlatformInfo>) {
    for (const info of platforms) {
      for (const raw of info.domains) {
        const domain = raw.toLowerCase();
        const [map, key] = domain.startsWith('*.')
          ? [this.wildcard, domain.slice(2)]
          : [this.exact, domain];
        let names = map.get(key);
        if (names === undefined) {
          names = new Set();
          map.set(key, names);
        }
        names.add(info.name);
      }
    }
  }

  /** Platforms whose hosts include the URL's host. */
  of(url: string): string[] {
    const host = hostOfUrl(url);
    if (host === undefined) {
      return [];
    }
    const found = new Set(this.exact.get(host));
    for (let suffix = host; ;) {
      for (const name of this.wildcard.get(suffix) ?? []) {
        found.add(name);
      }
      const dot = suffix.indexOf('.');
      if (dot === -1) {
        break;
      }
      suffix = suffix.slice(dot + 1);
    }
    return [...found];
  }
}
