import {
  ENRICHER_DEFAULTS,
  NETWORK_ENRICHERS,
  ON_FAIL_POLICIES,
  type EnricherSettings,
  type EnrichersSettings,
  type NetworkEnricherName,
  type OnFailPolicy,
} from './enricher-settings.schema.js';
import { readBoolean, readInteger } from './header-values.js';
import { createJobFailure, succeed, type Validated } from './job-failure.js';
import type { JobFailure } from './status-codes.js';

const WEEK_S = 604_800;

/** Header name prefixes as the reference spells them (HAL in capitals). */
const PREFIXES: Readonly<Record<NetworkEnricherName, string>> = {
  istex: 'Istex',
  crossref: 'Crossref',
  sudoc: 'Sudoc',
  hal: 'HAL',
  openalex: 'OpenAlex',
  unpaywall: 'Unpaywall',
};

class HeaderError extends Error {
  constructor(readonly failure: JobFailure) {
    super(failure.message);
  }
}

function must<T>(result: Validated<T>): T {
  if (!result.ok) {
    throw new HeaderError(result.failure);
  }
  return result.value;
}

function refuse(message: string): never {
  throw new HeaderError(createJobFailure(4028, message));
}

/** The first of `suffixes` the headers hold (`-Paquet-Size` or `-Packet-Size`…), else the first. */
function pick(headers: Record<string, string>, prefix: string, suffixes: string[]): string {
  const names = suffixes.map((suffix) => `${prefix}-${suffix}`);
  return names.find((name) => headers[name.toLowerCase()] !== undefined) ?? names[0] ?? '';
}

function readAtLeastOne(headers: Record<string, string>, name: string, fallback: number): number {
  const value = must(readInteger(headers, name, fallback));
  if (value < 1) {
    refuse(`${name} must be at least 1, not "${String(value)}".`);
  }
  return value;
}

function readEnricher(
  headers: Record<string, string>,
  name: NetworkEnricherName,
): EnricherSettings {
  const prefix = PREFIXES[name];
  const defaults = ENRICHER_DEFAULTS[name];
  const onFailName = `${prefix}-On-Fail`;
  const onFail = headers[onFailName.toLowerCase()]?.toLowerCase();
  if (onFail !== undefined && !(ON_FAIL_POLICIES as readonly string[]).includes(onFail)) {
    refuse(`${onFailName} must be one of ${ON_FAIL_POLICIES.join(', ')}, not "${onFail}".`);
  }
  return {
    enabled: must(readBoolean(headers, `${prefix}-Enrich`, true)),
    cache: must(readBoolean(headers, `${prefix}-Cache`, true)),
    ttlMs: must(readInteger(headers, `${prefix}-TTL`, WEEK_S)) * 1000,
    throttleMs: must(readInteger(headers, `${prefix}-Throttle`, defaults.throttleMs)),
    packetSize: readAtLeastOne(
      headers,
      pick(headers, prefix, ['Paquet-Size', 'Packet-Size']),
      defaults.packetSize,
    ),
    bufferSize: readAtLeastOne(headers, `${prefix}-Buffer-Size`, defaults.bufferSize ?? 1000),
    maxTries: readAtLeastOne(headers, pick(headers, prefix, ['Max-Tries', 'Max-Attempts']), 5),
    onFail: (onFail as OnFailPolicy | undefined) ?? defaults.onFail ?? 'abort',
    baseWaitMs: must(readInteger(headers, `${prefix}-Base-Wait-Time`, 1000)),
    license: name === 'crossref' && must(readBoolean(headers, 'Crossref-License', false)),
  };
}

/**
 * Reads every network enricher's `<Name>-Enrich`, `-Cache`, `-TTL` (s), `-Throttle` (ms),
 * `-Paquet-Size` (or `-Packet-Size`), `-Buffer-Size`, `-Max-Tries` (or `-Max-Attempts`),
 * `-On-Fail` and `-Base-Wait-Time` (ms) from lower-cased headers, with the reference defaults.
 * A value that is not a boolean, a whole number (at least 1 for sizes and tries) or a known
 * policy is refused with 4028 naming the header, where the reference silently kept its default.
 */
export function readEnricherHeaders(headers: Record<string, string>): Validated<EnrichersSettings> {
  try {
    const entries = NETWORK_ENRICHERS.map((name) => [name, readEnricher(headers, name)] as const);
    return succeed(Object.fromEntries(entries) as EnrichersSettings);
  } catch (error) {
    if (error instanceof HeaderError) {
      return { ok: false, failure: error.failure };
    }
    throw error;
  }
}
