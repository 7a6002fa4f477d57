export {
  createAnonymizer,
  DEFAULT_CRYPTED_FIELDS,
  isSupportedHashAlgorithm,
  type AnonymizerOptions,
} from './anonymizer.js';
export {
  createExclusions,
  createHostSet,
  loadExclusions,
  type Exclusions,
  type HostSet,
} from './exclusions.js';
export {
  createGeolocator,
  DEFAULT_GEO_OUTPUT_FIELDS,
  GEO_FIELDS,
  pickLastAddress,
  type GeoField,
  type Geolocator,
  type GeolocatorOptions,
} from './geolocation.js';
export {
  cleanKbartCell,
  hasKbartKeyColumn,
  KBART_HEADER_DESCRIPTION,
  KBART_KEY_COLUMNS,
  kbartEncodingOf,
  kbartRecords,
  parseKbart,
  parseKbartHeader,
  parseKbartLine,
} from './kbart.js';
export {
  loadKnowledgeBases,
  type KbartRow,
  type KnowledgeBase,
  type FileKnowledgeBase,
  type KnowledgeBaseKeys,
  type KnowledgeBaseLayout,
  type KnowledgeBasePrecedence,
  type LoadKnowledgeBasesOptions,
} from './knowledge-base.js';
export { KnowledgeBaseIndex } from './knowledge-base-index.js';
export { listKnowledgeBaseFiles, type KnowledgeBaseFile } from './knowledge-base-files.js';
export {
  choosePlatformPacks,
  defaultPlatformsPackDir,
  DEFAULT_PLATFORMS_PACK_PATH,
  describeMissingCatalog,
  platformsCatalogStateFile,
  readPlatformsCatalogState,
  watchedPlatformPackPaths,
  type PlatformPacksChoice,
  type CatalogNotice,
} from './default-platforms-pack.js';
export {
  chooseCounterRobotsFile,
  chooseExclusionsDir,
  defaultSatellitePackDir,
} from './default-satellite-packs.js';
export { decodeText, parseListText, readListFile } from './list-file.js';
export {
  createOnCampusMatcher,
  PRIVATE_RANGES,
  type OnCampusMatcher,
  type OnCampusRange,
} from './on-campus.js';
export {
  BUILT_IN_PREDEFINED_SETTINGS,
  loadPredefinedSettings,
  parsePredefinedSettings,
  type PredefinedSettings,
} from './predefined-settings.js';
export { isGitWorkingCopy, readAppGitVersion, type AppGitVersion } from './app-git-version.js';
export { checkCounterRobotsFile, loadOnCampusRangesFile } from './resource-files.js';
export {
  cacheRobotTest,
  compileCounterRobotsPatterns,
  createUserAgentRobots,
  parseCounterRobotsList,
  type UserAgentRobots,
  type UserAgentRobotsOptions,
} from './user-agent-robots.js';
