import { NETWORK_ENRICHERS, type NetworkEnricherName } from './enricher-settings.schema.js';

/**
 * The `general` counters every network enricher reports as `<name>-<counter>` (ADR 0013):
 * `queries` and `fails` are the reference's own; the others are Sillage's.
 */
export const ENRICHER_COUNTERS = [
  'queries',
  'fails',
  'cache-hits',
  'cache-fails',
  'enriched',
  'skipped',
  'unreachable',
] as const;

/**
 * Counters one enricher reports besides the common ones (reference key names). Crossref's
 * `min-response-time` and `max-response-time` are not sums but the shortest and longest of its
 * HTTP requests, in ms (0 until one was sent).
 */
export const ENRICHER_OWN_COUNTERS: Readonly<
  Partial<Record<NetworkEnricherName, readonly string[]>>
> = {
  crossref: ['invalid-dois', 'min-response-time', 'max-response-time'],
  sudoc: ['not-found', 'enriched-ecs'],
};

/**
 * Every `general` key an enricher in the job's chain reports. The reference set its enrichers'
 * counters to 0 when the middleware started, so scripts reading `report.json` find them even
 * when nothing was counted; a report lists these from the start too.
 */
export function enricherCounterKeys(name: string): string[] {
  const own = ENRICHER_OWN_COUNTERS[name as NetworkEnricherName] ?? [];
  return [...ENRICHER_COUNTERS, ...own].map((counter) => `${name}-${counter}`);
}

/** A `general` key read as an enricher counter (`crossref-queries`…), or undefined. */
export function parseEnricherCounterKey(
  key: string,
): { enricher: NetworkEnricherName; counter: string } | undefined {
  for (const enricher of NETWORK_ENRICHERS) {
    if (!key.startsWith(`${enricher}-`)) {
      continue;
    }
    const counter = key.slice(enricher.length + 1);
    const known: readonly string[] = [
      ...ENRICHER_COUNTERS,
      ...(ENRICHER_OWN_COUNTERS[enricher] ?? []),
    ];
    return known.includes(counter) ? { enricher, counter } : undefined;
  }
  return undefined;
}
