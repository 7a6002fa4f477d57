// Network enrichers (Crossref, OpenAlex, Unpaywall, HAL, Sudoc, ISTEX) and the batched framework
// they share.
export {
  createBatchedEnricherStage,
  type BatchedEnricherOptions,
  type EnricherDefinition,
} from './batched-enricher.stage.js';
export {
  CircuitBreaker,
  type BreakerState,
  type CircuitBreakerOptions,
  type CircuitBreakers,
} from './circuit-breaker.js';
export {
  createCrossrefEnricher,
  CROSSREF_BASE_URL,
  normalizePii,
  type CrossrefOptions,
} from './crossref.enricher.js';
export { createHalEnricher, HAL_BASE_URL, type HalOptions } from './hal.enricher.js';
export { createIstexEnricher, ISTEX_BASE_URL, type IstexOptions } from './istex.enricher.js';
export { createSudocEnricher, SUDOC_BASE_URL, type SudocOptions } from './sudoc.enricher.js';
export {
  createMemoryEnrichmentCache,
  type EnrichmentCache,
  type EnrichmentRecord,
  type MemoryCacheOptions,
} from './enrichment-cache.js';
export { parseEnricherUrls } from './enricher-urls.js';
export {
  defaultEnricherUserAgent,
  enricherIdentityOf,
  enricherUserAgentOf,
  parseEnricherContact,
  type EnricherIdentity,
} from './enricher-user-agent.js';
export type { EnricherSettings, OnFailPolicy } from './enricher-settings.js';
export {
  createNetworkEnricherStages,
  NETWORK_ENRICHER_MIDDLEWARES,
  NETWORK_ENRICHER_NAMES,
  type NetworkEnricherName,
  type NetworkEnricherResources,
} from './network-enrichers.js';
export {
  createOpenAlexEnricher,
  OPENALEX_BASE_URL,
  type OpenAlexOptions,
} from './openalex.enricher.js';
export {
  createServiceClient,
  ServiceError,
  type ServiceClient,
  type ServiceClientOptions,
} from './service-client.js';
export { ServiceGate, type RetryListener, type ServiceGateOptions } from './service-gate.js';
export {
  createUnpaywallEnricher,
  UNPAYWALL_BASE_URL,
  type UnpaywallOptions,
} from './unpaywall.enricher.js';
