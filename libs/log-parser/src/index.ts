export { type ProxyType, PROXY_TYPES, isProxyType } from './format/proxy-type.js';
export { LogFormatError } from './format/log-format-error.js';
export {
  type CompiledLogFormat,
  type ParsedFields,
  compileLogFormat,
  escapeRegex,
} from './format/compile-log-format.js';
export { AUTO_FORMATS, type AutoFormat } from './format/auto-formats.js';
export {
  DEFAULT_MAX_PARSE_ATTEMPTS,
  type LineParser,
  type LineParserOptions,
  createLineParser,
} from './format/create-line-parser.js';
export {
  DEFAULT_DATE_FORMAT,
  ISO_DATE_FORMAT,
  createDateParser,
  parseIsoDateTime,
} from './date/create-date-parser.js';
export { describeDateFormatProblem } from './date/check-date-format.js';
export { DateFormatError } from './date/date-format-error.js';
export {
  type EventTime,
  createEventTimeWriter,
  formatEventTime,
  isValidTimeZone,
} from './date/format-event-time.js';
export { type NormalizedUrl, normalizeUrl } from './url/normalize-url.js';
export { computeLogId } from './log-id.js';
export { type EventFieldsOptions, createEventFieldsNormalizer } from './normalize-event-fields.js';
export { LogInputError, type LogInputStatus } from './input/log-input-error.js';
export {
  DEFAULT_BATCH_SIZE,
  DEFAULT_MAX_LINE_BYTES,
  DEFAULT_MAX_INFLATE_RATIO,
  DEFAULT_INFLATE_FLOOR_BYTES,
  DEFAULT_MAX_INFLATED_BYTES,
  ACCEPTED_CONTENT_ENCODINGS,
  compressionOfFileName,
  type InputCompression,
  type InputPlan,
  type LogInputOptions,
  planLogInput,
} from './input/input-kind.js';
export { isKnownCharset } from './input/known-charset.js';
export { type LogInputSource } from './input/decode-input.js';
export { type LogBatch, OVERLONG_PREFIX_CHARS, readLogBatches } from './input/read-log-batches.js';
export {
  type FileChunkOptions,
  fileStartsWithGzip,
  readFileChunks,
} from './input/read-file-chunks.js';
export {
  type AnalyzeLogLineOptions,
  analyzeLogLine,
  firstLogLine,
} from './assistant/analyze-log-line.js';
export {
  ANALYSIS_TIME_LIMIT_MS,
  AnalysesWaitingError,
  LogLineAnalyzer,
  MAX_WAITING_PER_REQUESTER,
} from './assistant/analysis-thread.js';
export {
  type LogSettings,
  findLogFormatHeader,
  findMatchingSettings,
} from './assistant/find-matching-settings.js';
export type { FormatAnalysis } from '@sillage/shared-types';
