// Public API of @sillage/pipeline: job runs (engine), shared resources, sinks and report types.
export {
  runPipeline,
  type PipelineOutcome,
  type PipelineSinks,
  type RunPipelineOptions,
} from './engine/run-pipeline.js';
export {
  createPipeline,
  PIPELINE_MIDDLEWARES,
  type PipelineResources,
  usesGeolocation,
} from './engine/create-pipeline.js';
export { MIDDLEWARE_HEADERS } from './engine/middleware-headers.js';
export {
  describeUnknownJobHeader,
  findUnknownJobHeaders,
  KNOWN_JOB_HEADERS,
  type UnknownJobHeader,
} from './engine/job-header-names.js';
export { describeUnknownSettingValues } from './engine/unknown-setting-values.js';
export {
  loadPipelineResources,
  loadRidCodes,
  type PipelineResourceOptions,
} from './engine/load-resources.js';
export { DEFAULT_TOOLKIT } from './engine/default-toolkit.js';
export { limitHeapGrowth } from './engine/heap-growth.js';
export { JOB_SETTINGS_CHECKS } from './engine/job-settings-checks.js';
export { createFileSink, createStreamSink, type ChunkSink } from './engine/sinks.js';
export type { PipelineInput, PipelineToolkit } from './engine/toolkit.js';
export type { PipelineEvent } from './engine/pipeline-event.js';
export type { Stage, StageContext } from './engine/stage.js';
export type { JobInfo, JobUrls, PipelineVersions } from './report/report-state.js';
export { computeAlerts, type AlertThresholds } from './report/alerts.js';
export { createTraceLogger, type TraceLogger } from './traces/trace-logger.js';
export { DEFAULT_RID_CODES } from './stages/qualifier.stage.js';
export {
  checkCounterRobotsFile,
  loadOnCampusRangesFile,
  loadPredefinedSettings,
  loadKnowledgeBases,
  loadExclusions,
  listKnowledgeBaseFiles,
  hasKbartKeyColumn,
  KBART_HEADER_DESCRIPTION,
  kbartEncodingOf,
  kbartRecords,
  parseKbart,
  parseKbartHeader,
  parseKbartLine,
  parseListText,
  type KnowledgeBaseFile,
  type KnowledgeBaseKeys,
  type KnowledgeBaseLayout,
  type PredefinedSettings,
  type KnowledgeBase,
  type KbartRow,
  type OnCampusRange,
  choosePlatformPacks,
  chooseExclusionsDir,
  chooseCounterRobotsFile,
  defaultPlatformsPackDir,
  defaultSatellitePackDir,
  isGitWorkingCopy,
  readAppGitVersion,
  type AppGitVersion,
  DEFAULT_PLATFORMS_PACK_PATH,
  describeMissingCatalog,
  platformsCatalogStateFile,
  readPlatformsCatalogState,
  watchedPlatformPackPaths,
  type PlatformPacksChoice,
  type CatalogNotice,
} from './resources/index.js';
export {
  DEFAULT_OUTPUT_FIELDS,
  createOutputFileSink,
  encodeOutput,
  isPlainOutput,
  resolveOutputColumns,
  resultExtensionOf,
  takesUtf8Bytes,
  type EncodeOutputOptions,
  type OutputEncoding,
} from './output/index.js';
export {
  createMemoryEnrichmentCache,
  createNetworkEnricherStages,
  NETWORK_ENRICHER_NAMES,
  enricherIdentityOf,
  parseEnricherContact,
  parseEnricherUrls,
  type CircuitBreakers,
  type EnrichmentCache,
  type EnrichmentRecord,
  type NetworkEnricherName,
  type NetworkEnricherResources,
} from './enrichers/index.js';
export {
  CounterAggregator,
  COUNTER_NOTES,
  formatCounterCsv,
} from './counter/counter-aggregator.js';
export type { CounterSinks } from './counter/counter-output.js';
export { computeSessionKey, identifyUser } from './counter/counter-keys.js';
export { deproxyHost } from './report/deproxy-host.js';
export { stopReasonKeys, type StopOutcome } from './report/stop-reason.js';
export { unstartedReport, type UnstartedJob } from './report/unstarted-report.js';
