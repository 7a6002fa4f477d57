import {
  NETWORK_ENRICHERS,
  type JobSettings,
  type NetworkEnricherName,
} from '@sillage/shared-types';
import type { Stage } from '../engine/stage.js';
import { createBatchedEnricherStage, type EnricherDefinition } from './batched-enricher.stage.js';
import { createCrossrefEnricher } from './crossref.enricher.js';
import { createHalEnricher } from './hal.enricher.js';
import { createIstexEnricher } from './istex.enricher.js';
import { createMemoryEnrichmentCache, type EnrichmentCache } from './enrichment-cache.js';
import { createOpenAlexEnricher } from './openalex.enricher.js';
import { createServiceClient } from './service-client.js';
import { enricherUserAgentOf, type EnricherIdentity } from './enricher-user-agent.js';
import { CircuitBreaker, type CircuitBreakers } from './circuit-breaker.js';
import { ServiceGate } from './service-gate.js';
import { createSudocEnricher } from './sudoc.enricher.js';
import { createUnpaywallEnricher } from './unpaywall.enricher.js';

export type { NetworkEnricherName };

/** Every network enricher, in the reference's chain order where it has one. */
export const NETWORK_ENRICHER_NAMES: readonly NetworkEnricherName[] = NETWORK_ENRICHERS;

/** What the network enrichers share between jobs of one process (worker or CLI). */
export interface NetworkEnricherResources extends EnricherIdentity {
  /** Shared answer cache; one in-memory cache per process when absent. */
  cache?: EnrichmentCache;
  /** Service roots (the public APIs by default), e.g. a mirror or a test server. */
  baseUrls?: Partial<Record<NetworkEnricherName, string>>;
  /** Per-request timeout (30 000 ms by default). */
  requestTimeoutMs?: number;
  /**
   * The process's circuit breakers, so every job sees a service that is down as down; without
   * it each job has its own breakers.
   */
  breakers?: CircuitBreakers;
  /** Consecutive failed packets that open a service's breaker (5 by default, as the reference). */
  breakerThreshold?: number;
  /** How long an open breaker skips or holds calls (60 000 ms by default). */
  breakerCooldownMs?: number;
  /**
   * `User-Agent` sent to the services (SILLAGE_ENRICHER_USER_AGENT); by default one built from
   * the identity (`Sillage/<version> (+<url>; mailto:<contact>)`), as Crossref asks.
   */
  userAgent?: string;
  /** Replaces waiting (tests). */
  sleep?: (ms: number) => Promise<void>;
  /** Millisecond clock of the breakers' cooldowns (tests advance it from `sleep`). */
  clockMs?: () => number;
  fetchImpl?: typeof fetch;
  now?: () => Date;
}

let processCache: EnrichmentCache | undefined;

/** The breaker of a service (per root URL), shared through `resources.breakers` when given. */
function breakerOf(name: NetworkEnricherName, resources: NetworkEnricherResources) {
  const create = () =>
    new CircuitBreaker({
      threshold: resources.breakerThreshold ?? 5,
      cooldownMs: resources.breakerCooldownMs ?? 60_000,
      ...(resources.clockMs ? { now: resources.clockMs } : {}),
    });
  const { breakers } = resources;
  if (!breakers) {
    return create();
  }
  const id = `${name} ${resources.baseUrls?.[name] ?? ''}`;
  let breaker = breakers.get(id);
  if (!breaker) {
    breaker = create();
    breakers.set(id, breaker);
  }
  return breaker;
}

function definitionOf(
  name: NetworkEnricherName,
  jobSettings: JobSettings,
  resources: NetworkEnricherResources,
): EnricherDefinition {
  const { headers } = jobSettings;
  const baseUrl = resources.baseUrls?.[name];
  const now = resources.now ? { now: resources.now } : {};
  switch (name) {
    case 'crossref':
      return createCrossrefEnricher({
        ...(baseUrl ? { baseUrl } : {}),
        withLicense: jobSettings.enrichers.crossref.license,
      });
    case 'openalex':
      return createOpenAlexEnricher({
        ...(baseUrl ? { baseUrl } : {}),
        ...(headers['openalex-apikey'] ? { apiKey: headers['openalex-apikey'] } : {}),
        ...now,
      });
    case 'unpaywall':
      return createUnpaywallEnricher({
        email: headers['unpaywall-email'] ?? '',
        ...(baseUrl ? { baseUrl } : {}),
        ...now,
      });
    case 'hal':
      return createHalEnricher(baseUrl ? { baseUrl } : {});
    case 'sudoc':
      return createSudocEnricher(baseUrl ? { baseUrl } : {});
    case 'istex':
      return createIstexEnricher({
        ...(baseUrl ? { baseUrl } : {}),
        ownUserAgent: enricherUserAgentOf(resources),
      });
  }
}

function requestHeadersOf(
  name: NetworkEnricherName,
  headers: Readonly<Record<string, string>>,
  resources: NetworkEnricherResources,
): Record<string, string> {
  const result: Record<string, string> = {};
  result['user-agent'] =
    (name === 'crossref' ? headers['crossref-user-agent'] : undefined) ??
    enricherUserAgentOf(resources);
  const token = name === 'crossref' ? headers['crossref-plus-api-token'] : undefined;
  if (token) {
    result['crossref-plus-api-token'] = token.startsWith('Bearer ') ? token : `Bearer ${token}`;
  }
  return result;
}

/**
 * The stages of one network enricher for a job: none when its `*-Enrich` header is `false`;
 * otherwise a batched enricher with its own gate (throttle, retries, breaker) and the shared
 * cache. Unpaywall without `Unpaywall-Email` fails the job, as the API refuses such calls.
 */
export function createNetworkEnricherStages(
  name: NetworkEnricherName,
  jobSettings: JobSettings,
  resources: NetworkEnricherResources = {},
): Stage[] {
  const { headers } = jobSettings;
  const settings = jobSettings.enrichers[name];
  if (!settings.enabled) {
    return [];
  }
  const gate = new ServiceGate({
    throttleMs: settings.throttleMs,
    maxTries: settings.maxTries,
    baseWaitMs: settings.baseWaitMs,
    ...(resources.sleep ? { sleep: resources.sleep } : {}),
  });
  const client = createServiceClient({
    gate,
    timeoutMs: resources.requestTimeoutMs ?? 30_000,
    headers: requestHeadersOf(name, headers, resources),
    ...(resources.fetchImpl ? { fetchImpl: resources.fetchImpl } : {}),
  });
  const stage = createBatchedEnricherStage(definitionOf(name, jobSettings, resources), {
    settings,
    breaker: breakerOf(name, resources),
    client,
    ...(resources.sleep ? { sleep: resources.sleep } : {}),
    cache: resources.cache ?? (processCache ??= createMemoryEnrichmentCache()),
  });
  if (name === 'unpaywall' && !headers['unpaywall-email']) {
    const refuse = () =>
      Promise.reject(new Error('unpaywall: the Unpaywall-Email header is required'));
    return [{ ...stage, processAsync: refuse, flushAsync: refuse }];
  }
  return [stage];
}

type MiddlewareFactory = (
  settings: JobSettings,
  resources: { enrichers?: NetworkEnricherResources },
) => Stage[];

/** Middleware factories of the network enrichers, keyed by their reference names. */
export const NETWORK_ENRICHER_MIDDLEWARES = Object.fromEntries(
  NETWORK_ENRICHER_NAMES.map((name): [NetworkEnricherName, MiddlewareFactory] => [
    name,
    (settings, resources) => createNetworkEnricherStages(name, settings, resources.enrichers),
  ]),
) as Record<NetworkEnricherName, MiddlewareFactory>;
