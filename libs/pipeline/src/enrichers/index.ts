// Network enrichers (Crossref, OpenAlex, Unpaywall) and the batched framework they share.
export {
  createBatchedEnricherStage,
  type BatchedEnricherOptions,
  type EnricherDefinition,
} from './batched-enricher.stage.js';
export {
  createCrossrefEnricher,
  CROSSREF_BASE_URL,
  type CrossrefOptions,
} from './crossref.enricher.js';
export {
  createMemoryEnrichmentCache,
  type EnrichmentCache,
  type EnrichmentRecord,
  type MemoryCacheOptions,
} from './enrichment-cache.js';
export {
  readEnricherSettings,
  type EnricherDefaults,
  type EnricherSettings,
  type OnFailPolicy,
} from './enricher-settings.js';
export {
  createNetworkEnricherStages,
  NETWORK_ENRICHER_MIDDLEWARES,
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
export { ServiceGate, type ServiceGateOptions } from './service-gate.js';
export {
  createUnpaywallEnricher,
  UNPAYWALL_BASE_URL,
  type UnpaywallOptions,
} from './unpaywall.enricher.js';
