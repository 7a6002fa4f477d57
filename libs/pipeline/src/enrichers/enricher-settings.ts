/** What `*-On-Fail` asks for once a service keeps failing. */
export type OnFailPolicy = 'abort' | 'ignore' | 'retry';

/** Settings of one network enricher, read from its reference headers. */
export interface EnricherSettings {
  enabled: boolean;
  cache: boolean;
  ttlMs: number;
  throttleMs: number;
  packetSize: number;
  bufferSize: number;
  maxTries: number;
  onFail: OnFailPolicy;
  baseWaitMs: number;
}

/** The reference defaults of one enricher (header prefix and values). */
export interface EnricherDefaults {
  /** Header prefix, lower-case (`crossref`, `hal`…). */
  prefix: string;
  enabled: boolean;
  throttleMs: number;
  packetSize: number;
  bufferSize?: number;
  maxTries?: number;
  /** `*-On-Fail` when the header is absent (`abort` unless the reference carried on). */
  onFail?: OnFailPolicy;
}

const WEEK_S = 604_800;

function readNumber(headers: Readonly<Record<string, string>>, names: string[], fallback: number) {
  for (const name of names) {
    const value = headers[name];
    if (value !== undefined && /^\d+$/.test(value.trim())) {
      return Number(value.trim());
    }
  }
  return fallback;
}

function readFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) {
    return fallback;
  }
  const lower = value.trim().toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : fallback;
}

/**
 * Reads `<prefix>-Enrich`, `-Cache`, `-TTL` (s), `-Throttle` (ms), `-Paquet-Size` (or
 * `-Packet-Size`), `-Buffer-Size`, `-Max-Tries` (or `-Max-Attempts`), `-On-Fail` and
 * `-Base-Wait-Time` (ms) from lower-cased headers; unreadable values keep the default.
 */
export function readEnricherSettings(
  headers: Readonly<Record<string, string>>,
  defaults: EnricherDefaults,
): EnricherSettings {
  const h = (suffix: string) => `${defaults.prefix}-${suffix}`;
  const onFail = headers[h('on-fail')]?.trim().toLowerCase();
  return {
    enabled: readFlag(headers[h('enrich')], defaults.enabled),
    cache: readFlag(headers[h('cache')], true),
    ttlMs: readNumber(headers, [h('ttl')], WEEK_S) * 1000,
    throttleMs: readNumber(headers, [h('throttle')], defaults.throttleMs),
    packetSize: Math.max(
      1,
      readNumber(headers, [h('paquet-size'), h('packet-size')], defaults.packetSize),
    ),
    bufferSize: Math.max(1, readNumber(headers, [h('buffer-size')], defaults.bufferSize ?? 1000)),
    maxTries: Math.max(
      1,
      readNumber(headers, [h('max-tries'), h('max-attempts')], defaults.maxTries ?? 5),
    ),
    onFail:
      onFail === 'abort' || onFail === 'ignore' || onFail === 'retry'
        ? onFail
        : (defaults.onFail ?? 'abort'),
    baseWaitMs: readNumber(headers, [h('base-wait-time')], 1000),
  };
}
