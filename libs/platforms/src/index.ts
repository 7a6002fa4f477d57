// Public API of @sillage/platforms: platform recognition (native rules + ezPAARSE packs) and the
// test-table runner.
export type {
  CatalogOptions,
  PlatformCatalog,
  PlatformInfo,
  RecognitionInput,
  RecognitionOptions,
  RecognitionResult,
  RecognitionTrace,
} from './recognition/recognition.types.js';
export {
  LoadedCatalog,
  compileNativeParsers,
  composeCatalog,
  defaultRecognitionThreads,
  loadPlatformCatalog,
} from './recognition/load-catalog.js';
export type { RecognitionSession } from './recognition/recognition-session.js';
export type { ParserOutput, PlatformParser } from './recognition/platform-parser.js';
export { ParserTimeoutError } from './recognition/platform-parser.js';
export { hostOfUrl, toEcFields } from './recognition/recognizer.js';
export { NATIVE_PLATFORMS } from './catalog/native-platforms.js';
export { compilePlatform } from './rules/compile-platform.js';
export * from './rules/index.js';
export { prepareUrl } from './url/url-view.js';
export type { QueryParams, UrlView } from './url/url-view.js';
export { matchesExpected, parseSemicolonCsv, readTestTable } from './runner/test-table.js';
export type { TestRow } from './runner/test-table.js';
export {
  readPlatformTestRows,
  readTestTableFile,
  readTestSets,
  runTestSets,
  runTestTables,
} from './runner/run-test-tables.js';
export type {
  PlatformTestSet,
  PlatformTestSummary,
  RowFailure,
  TableTester,
  TestRunReport,
} from './runner/run-test-tables.js';
export { formatTestReport } from './runner/format-report.js';
export {
  DATED_KBART_FILE,
  hostOfPkbValue,
  readPkbDomainHosts,
  readPkbDomainHostsOfFiles,
} from './packs/pkb-domain-hosts.js';
export {
  listManifestProblems,
  listPackPlatformFolders,
  listPlatformsWithoutParser,
} from './packs/load-packs.js';
export { findUnloadableParsers } from './packs/parser-load-check.js';
export { readPlatformPackWinsFromEnv, readPlatformPacksFromEnv } from './config.js';
export {
  verificationSourcesKey,
  verifyPlatforms,
  type VerifyPlatformsOptions,
} from './verify/verify-platforms.js';
export {
  startVerificationThread,
  type VerificationRun,
  type VerificationThreadOptions,
} from './verify/verification-thread.js';
export type {
  PlatformVerdict,
  UrlDifference,
  VerificationReport,
} from './verify/verification.types.js';
export type { Answer } from './verify/compare-answers.js';
export { formatVerification } from './verify/format-verification.js';
export {
  VERDICTS_FOLDER,
  nativePlatformsOf,
  readNativeVerdicts,
  readVerificationReport,
  verdictKeysOf,
  writeVerificationReport,
} from './verify/verdict-store.js';
export { urlVariants } from './verify/url-variants.js';
export { readUrlList } from './verify/url-sources.js';
