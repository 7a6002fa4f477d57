import { z } from 'zod';
import { CounterModeSchema } from './counter-report.schema.js';
import { EnrichersSettingsSchema } from './enricher-settings.schema.js';
import { REJECT_CATEGORY_NAMES } from './reject-categories.js';

/** Output formats a job can produce (`log` is the Clean-Only raw-line output). */
export const OUTPUT_FORMATS = ['csv', 'tsv', 'json', 'jsonl', 'log'] as const;
export const OutputFormatSchema = z.enum(OUTPUT_FORMATS);
export type OutputFormat = z.infer<typeof OutputFormatSchema>;

/** Trace levels of `Traces-Level`, most severe first (the reference's winston levels). */
export const TRACE_LEVELS = ['error', 'warn', 'info', 'verbose', 'debug', 'silly'] as const;
export const TraceLevelSchema = z.enum(TRACE_LEVELS);
export type TraceLevel = z.infer<typeof TraceLevelSchema>;

/** Geolocation fields the `Geoip` header may name. */
export const GEOIP_FIELDS = [
  'geoip-host',
  'geoip-country',
  'geoip-region',
  'geoip-city',
  'geoip-latitude',
  'geoip-longitude',
  'geoip-coordinates',
] as const;
export const GeoipFieldSchema = z.enum(GEOIP_FIELDS);
export type GeoipField = z.infer<typeof GeoipFieldSchema>;
/** The reference's default `Geoip` columns. */
export const DEFAULT_GEOIP_FIELDS: readonly GeoipField[] = [
  'geoip-country',
  'geoip-latitude',
  'geoip-longitude',
];

/**
 * The reference's default middleware chain, minus the network enrichers (istex, crossref, sudoc,
 * hal), which run only when `ezPAARSE-Middlewares` names them or `<Name>-Enrich: true` is sent
 * (ADR 0013); names are kept so `ezPAARSE-Middlewares` edits work unchanged.
 */
export const DEFAULT_MIDDLEWARES = [
  'filter',
  'parser',
  'deduplicator',
  'enhancer',
  'geolocalizer',
  'cut',
  'on-campus-counter',
  'qualifier',
  'anonymizer',
] as const;

/** `Extract` rule: copy regex groups or split parts of one field into new fields. */
export const ExtractRuleSchema = z.object({
  source: z.string(),
  kind: z.enum(['regex', 'split']),
  /** Regex source (kind `regex`, or a regex separator for `split`). */
  pattern: z.string(),
  flags: z.string(),
  /** Plain-string separator for `split(sep)`; undefined when the separator is a regex. */
  separator: z.string().optional(),
  destinations: z.array(z.string()).min(1),
});
export type ExtractRule = z.infer<typeof ExtractRuleSchema>;

/**
 * The fields the session-id middleware reads (`user`, `cookie`, `host`, `useragent`) and writes
 * (`session`, `userid`), by its `Session-ID-Fields` keys.
 */
export const SessionIdFieldsSchema = z.object({
  session: z.string(),
  userid: z.string(),
  user: z.string(),
  cookie: z.string(),
  useragent: z.string(),
  host: z.string(),
});
export type SessionIdFields = z.infer<typeof SessionIdFieldsSchema>;

/** The session-id middleware's fields when `Session-ID-Fields` renames none. */
export const DEFAULT_SESSION_ID_FIELDS: SessionIdFields = {
  session: 'session_id',
  userid: 'user_id',
  user: 'login',
  cookie: 'cookie',
  useragent: 'user-agent',
  host: 'host',
};

/** Double-click (COUNTER) deduplication options. */
export const DeduplicationSettingsSchema = z.object({
  enabled: z.boolean(),
  strategy: z.string(),
  fieldNames: z.object({ C: z.string(), L: z.string(), I: z.string() }),
  /** Window length in seconds per lower-cased mime, in the reference's order (misc, html, pdf, …). */
  windows: z.array(z.tuple([z.string(), z.number().int().nonnegative()])),
  /** One shared window (seconds) for every mime when set (`Double-Click-MIXED`). */
  mixedWindow: z.number().int().positive().optional(),
});
export type DeduplicationSettings = z.infer<typeof DeduplicationSettingsSchema>;

/** Every setting of a job, parsed from its request headers (reference §3.1–§3.2). */
export const JobSettingsSchema = z.object({
  /** Effective headers (lower-cased names) after default and predefined headers were applied. */
  headers: z.record(z.string(), z.string()),
  logFormat: z
    .object({ proxy: z.enum(['ezproxy', 'apache', 'squid']), format: z.string() })
    .optional(),
  dateFormat: z.string(),
  /** `Output-Timezone`: IANA zone of the output `datetime` and `date` (UTC by default). */
  timeZone: z.string(),
  /** `Input-Timezone`: IANA zone of log dates written without an offset (UTC by default). */
  inputTimeZone: z.string(),
  /** `Content-Encoding` of the body (`x-gzip` read as gzip; deflate is zlib-wrapped or raw). */
  contentEncoding: z.enum(['gzip', 'deflate', 'br']).optional(),
  requestCharset: z.string(),
  /** `Response-Charset` (lower-cased; `utf-8` by default): encoding of the result and denied files. */
  responseCharset: z.string(),
  outputFormat: OutputFormatSchema,
  /** MIME type of the result (`text/csv`, `application/json`, …). */
  outputMimeType: z.string(),
  /** Extension of the result and denied files (`csv`, `txt`, `json`, `log`). */
  outputExtension: z.string(),
  responseEncoding: z.enum(['gzip', 'deflate']).optional(),
  outputFields: z.object({ add: z.array(z.string()), remove: z.array(z.string()) }),
  tracesLevel: TraceLevelSchema,
  rejectFiles: z.array(z.enum(REJECT_CATEGORY_NAMES as [string, ...string[]])),
  maxParseAttempts: z.number().int().positive(),
  cleanOnly: z.boolean(),
  /**
   * `CSV-Raw-Values: true`: CSV/TSV cells keep a leading `= + - @` as logged. Default `false`:
   * such cells are prefixed with `'` (formula injection, see spreadsheet-cells.ts).
   */
  csvRawValues: z.boolean(),
  filters: z.object({
    robots: z.boolean(),
    ignoredHosts: z.boolean(),
    ignoredDomains: z.boolean(),
  }),
  filterRedirects: z.boolean(),
  /** `true` = reference status filter; `false` = none; a list = keep only these statuses. */
  filterStatus: z.union([z.boolean(), z.array(z.string())]),
  forceParser: z.string().optional(),
  forcePublisher: z.string().optional(),
  predefinedSettings: z.string().optional(),
  middlewares: z.array(z.string()),
  /**
   * Middlewares of the reference that `ezPAARSE-Middlewares` names and this build does not run:
   * the job runs without them and its report says so (`alert-middlewares`). Absent when none.
   */
  skippedMiddlewares: z.array(z.string()).optional(),
  /** `Populate-Fields` of a chain with `populate`: values set on every event, by field name. */
  populateFields: z.record(z.string(), z.string()).optional(),
  /** `Session-ID-Fields` of a chain with `session-id`: the fields it reads and writes. */
  sessionIdFields: SessionIdFieldsSchema.optional(),
  notifications: z.object({ mail: z.array(z.string()) }),
  alerts: z.object({ activationThreshold: z.number(), unknownDomainsRate: z.number() }),
  socketId: z.string().optional(),
  responseTimeoutMs: z.number().int().positive(),
  filterPlatforms: z.array(z.string()).optional(),
  allowDomainWildcards: z.boolean(),
  deduplication: DeduplicationSettingsSchema,
  /** `COUNTER-Mode`: `reference` (default) or `r51` (COUNTER R5.1 double-click, sessions, counter.json). */
  counterMode: CounterModeSchema,
  enrich: z.boolean(),
  /** Network enrichers' `<Name>-*` headers (Crossref, ISTEX, Sudoc, HAL, OpenAlex, Unpaywall). */
  enrichers: EnrichersSettingsSchema,
  /** Raw `Geoip` header value (reported as `general.geolocalization`). */
  geoipHeader: z.string(),
  /** Geolocation columns added to the output. */
  geoipFields: z.array(GeoipFieldSchema),
  extract: ExtractRuleSchema.optional(),
  cryptedFields: z.array(z.string()),
  cryptingAlgorithm: z.string(),
  cryptingSalt: z.string().optional(),
});
export type JobSettings = z.infer<typeof JobSettingsSchema>;
