import { BUILT_IN_PREDEFINED_SETTING_ALIASES } from '../api/built-in-predefined-settings.js';
import { CLEAN_ONLY_OUTPUT, negotiateOutputFormat } from './accept-negotiation.js';
import { readDeduplicationHeaders } from './deduplication-headers.js';
import { readEnricherHeaders } from './enricher-headers.js';
import { parseExtractExpression } from './extract-expression.js';
import {
  normalizeHeaders,
  parseBooleanValue,
  readBoolean,
  readInteger,
  splitList,
  type RawHeaders,
} from './header-values.js';
import { createJobFailure, fail, succeed, type Validated } from './job-failure.js';
import { describeLogFormatSizeProblem } from './log-format-limits.js';
import {
  DEFAULT_GEOIP_FIELDS,
  DEFAULT_MIDDLEWARES,
  DEFAULT_SESSION_ID_FIELDS,
  GEOIP_FIELDS,
  TRACE_LEVELS,
  type GeoipField,
  type JobSettings,
  type SessionIdFields,
  type TraceLevel,
} from './job-settings.schema.js';
import { COUNTER_MODES, type CounterMode } from './counter-report.schema.js';
import type { JobSettingsChecks } from './job-settings-checks.js';
import { addRequestedEnrichers, applyMiddlewaresHeader } from './middleware-chain.js';
import { REJECT_CATEGORY_NAMES } from './reject-categories.js';
import { DISABLE_FILTER_NAMES, readNameList } from './setting-name-lists.js';
import type { JobFailure } from './status-codes.js';

/** Where a job's settings come from besides its own headers. */
export interface JobSettingsSources {
  /** Predefined settings by key (`ezPAARSE-Predefined-Settings`). */
  predefined?: Readonly<Record<string, { headers: Readonly<Record<string, string>> }>>;
  /**
   * Why a key may be missing here, added to the 4026 of an unknown key: an instance with no
   * predefined-settings file has its built-in entries only, not the institutions' the reference
   * ships.
   */
  predefinedMissingHint?: string;
  /** Instance-wide default headers (lowest precedence). */
  defaultHeaders?: Readonly<Record<string, string>>;
  /** The instance's middleware chain before `ezPAARSE-Middlewares` edits it. */
  middlewaresChain?: readonly string[];
  /** Middleware names this build can run (4025 for others); unchecked when absent. */
  availableMiddlewares?: readonly string[];
  /**
   * Charset and Date-Format checks of the runtime (4015/4016/4028); unchecked when absent, as the
   * pipeline then refuses what it cannot read when the job starts.
   */
  checks?: JobSettingsChecks;
}

/** Outcome of parseJobSettings. */
export type JobSettingsResult =
  { ok: true; settings: JobSettings } | { ok: false; failure: JobFailure };

/** Every digest name HMAC accepts in Node's OpenSSL that a job may ask for. */
export const CRYPTING_ALGORITHMS = [
  'md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'sha512-224', 'sha512-256',
  'sha3-224', 'sha3-256', 'sha3-384', 'sha3-512', 'ripemd160', 'sm3', 'blake2b512', 'blake2s256',
] as const; // prettier-ignore

/**
 * A digest under the name CRYPTING_ALGORITHMS gives it, from any of OpenSSL's other names for it
 * (`RSA-SHA256`, `sha256WithRSAEncryption`, `RSA-SHA512/224`, `rmd160`, `ssl3-sha1`…): the
 * reference passed the header to OpenSSL, which takes them all, and they compute the same HMAC.
 */
export function canonicalDigestName(name: string): string {
  const bare = name
    .toLowerCase()
    .replace(/^(id-rsassa-pkcs1-v1_5-with-|rsa-|ssl3-)/, '')
    .replace(/with(rsaencryption|rsa)$/, '')
    .replace('/', '-');
  if (bare === 'sha1-2') {
    return 'sha1';
  }
  return bare === 'ripemd' || bare === 'rmd160' ? 'ripemd160' : bare;
}

const LOG_FORMAT_PROXIES = ['ezproxy', 'apache', 'squid'] as const;
const NOTIFICATION = /^([a-z]+)<([^<>]+)>$/i;
/**
 * One plain address per `mail<…>` item: no spaces, lists (`;` makes the mailer read several
 * recipients) or display names.
 */
const MAIL_ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+$/;

/** Whether a job's notification header would take this address (the web checks it on entry). */
export function isNotificationAddress(address: string): boolean {
  return MAIL_ADDRESS.test(address);
}
/** Most addresses one job mails when it ends: each is a mail sent from the instance's server. */
const MAX_NOTIFIED_ADDRESSES = 20;
const OFF_VALUES = new Set(['none', 'disabled', 'false']);

/** An Accept header that takes any media type (`*\/*`, maybe with parameters) and nothing else. */
const ANY_MEDIA_TYPE = /^\s*\*\/\*\s*(?:;[^,]*)?$/;
/** A quality of zero: the media range it qualifies is refused (`*\/*;q=0` takes nothing). */
const ZERO_QUALITY = /;\s*q\s*=\s*0(?:\.0*)?\s*(?:;|$)/i;

function fillMissing(target: Record<string, string>, extra: Readonly<Record<string, string>>) {
  for (const [name, value] of Object.entries(normalizeHeaders(extra))) {
    target[name] ??= value;
  }
}

/**
 * Request headers, then predefined settings, then instance defaults, each filling only gaps. The
 * reference's code applies the defaults before the predefined settings; ADR 0017 says why not.
 */
function resolveHeaders(
  raw: RawHeaders,
  sources: JobSettingsSources,
): Validated<Record<string, string>> {
  const headers = normalizeHeaders(raw);
  // `Accept: */*` is what curl and most HTTP clients send when told nothing: it states no
  // format, so a predefined setting's or the instance's Accept fills it as it fills no header
  // (the command the web app shows for a job with settings in JSON gave CSV).
  if (
    headers.accept !== undefined &&
    ANY_MEDIA_TYPE.test(headers.accept) &&
    !ZERO_QUALITY.test(headers.accept)
  ) {
    delete headers.accept;
  }
  const key =
    headers['ezpaarse-predefined-settings'] ??
    normalizeHeaders(sources.defaultHeaders ?? {})['ezpaarse-predefined-settings'];
  if (key !== undefined) {
    // Own entries only: `constructor` or `__proto__` must not find what every object inherits.
    const find = (id: string) =>
      sources.predefined !== undefined && Object.hasOwn(sources.predefined, id)
        ? sources.predefined[id]
        : undefined;
    // An entry of that very id first (an institution's file may define it), then the built-in
    // one a former id names.
    const alias = Object.hasOwn(BUILT_IN_PREDEFINED_SETTING_ALIASES, key)
      ? BUILT_IN_PREDEFINED_SETTING_ALIASES[key]
      : undefined;
    const predefined = find(key) ?? (alias === undefined ? undefined : find(alias));
    if (!predefined) {
      const hint = sources.predefinedMissingHint;
      return fail(
        4026,
        `Predefined settings not found: ${key}${hint === undefined ? '' : ` (${hint})`}`,
      );
    }
    fillMissing(headers, predefined.headers);
  }
  fillMissing(headers, sources.defaultHeaders ?? {});
  return succeed(headers);
}

/**
 * Names a field list (Output-Fields, Crypted-Fields) may hold. Real ones hold a few dozen; each
 * name costs every event of the job a look-up, so thousands of them (a 16 KiB header holds 3 000)
 * kept a job's thread, and in a single process the whole api, busy for seconds at a time.
 */
const MAX_LISTED_FIELDS = 200;

function tooManyFields(header: string, count: number): string {
  return `${header} lists ${String(count)} fields, more than the ${String(MAX_LISTED_FIELDS)} a job takes.`;
}

function readOutputFields(
  value: string | undefined,
): Validated<{ add: string[]; remove: string[] }> {
  const result = { add: [] as string[], remove: [] as string[] };
  if (value === undefined) {
    return succeed(result);
  }
  const items = value.split(',').map((part) => part.trim());
  if (items.length > MAX_LISTED_FIELDS) {
    return fail(4028, tooManyFields('Output-Fields', items.length));
  }
  for (const item of items) {
    const operator = item.charAt(0);
    const name = item.slice(1).trim();
    if (item === '' || ((operator === '+' || operator === '-') && name === '')) {
      return fail(4012, 'Output-Fields contains an empty field name.');
    }
    if (operator !== '+' && operator !== '-') {
      return fail(4013, `Output-Fields item "${item}" must start with + or -.`);
    }
    const [own, other] =
      operator === '+' ? [result.add, result.remove] : [result.remove, result.add];
    if (!own.includes(name)) {
      own.push(name);
    }
    const index = other.indexOf(name);
    if (index !== -1) {
      other.splice(index, 1);
    }
  }
  return succeed(result);
}

function readGeoip(value: string | undefined): Validated<GeoipField[]> {
  const lower = value?.toLowerCase();
  if (lower === undefined) {
    return succeed([...DEFAULT_GEOIP_FIELDS]);
  }
  if (lower === 'none') {
    return succeed([]);
  }
  if (lower === 'all') {
    return succeed([...GEOIP_FIELDS]);
  }
  const fields = splitList(lower);
  const unknown = fields.find((field) => !(GEOIP_FIELDS as readonly string[]).includes(field));
  return unknown === undefined
    ? succeed(fields as GeoipField[])
    : fail(4019, `Geoip: unknown field "${unknown}".`);
}

function readNotifications(value: string | undefined): Validated<string[]> {
  const mail: string[] = [];
  for (const item of splitList(value)) {
    const match = NOTIFICATION.exec(item);
    if (match?.[1]?.toLowerCase() !== 'mail' || match[2] === undefined) {
      return fail(4021, `Unsupported notification: ${item}`);
    }
    const address = match[2].trim();
    if (!MAIL_ADDRESS.test(address)) {
      return fail(4021, `Not a single mail address: ${item}`);
    }
    mail.push(address);
  }
  if (mail.length > MAX_NOTIFIED_ADDRESSES) {
    return fail(4021, `At most ${String(MAX_NOTIFIED_ADDRESSES)} notification addresses.`);
  }
  return succeed(mail);
}

function isTimeZone(zone: string): boolean {
  // Checking a zone loads the ICU time-zone data, noticeable at start-up; UTC needs no check.
  if (zone === 'UTC') {
    return true;
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Parses and validates a job's headers into JobSettings (reference §3.1–§3.2 names and defaults),
 * before any byte of the log is read; a bad value gives the reference status code and a message
 * naming the header.
 */
export function parseJobSettings(
  raw: RawHeaders,
  sources: JobSettingsSources = {},
): JobSettingsResult {
  try {
    return buildSettings(raw, sources);
  } catch (error) {
    if (error instanceof SettingsError) {
      return { ok: false, failure: error.failure };
    }
    throw error;
  }
}

class SettingsError extends Error {
  constructor(readonly failure: JobFailure) {
    super(failure.message);
  }
}

function must<T>(result: Validated<T>): T {
  if (!result.ok) {
    throw new SettingsError(result.failure);
  }
  return result.value;
}

function refuse(status: JobFailure['status'], message: string): never {
  throw new SettingsError(createJobFailure(status, message));
}

/** The fields hashed by default, whose names a user may write in another case. */
const DEFAULT_CRYPTED = ['host', 'login'];
/** What every plain object has (`constructor`, `toString`, `__proto__`…). */
const OBJECT_MEMBERS: object = {};

/**
 * `Crypted-Fields`: the comma list of fields to hash, or an off value (`none`) for none. A list
 * that names no field (`,,,`), is split by semicolons (`host;login`) or spells `host` or `login`
 * in another case (`Host`) would leave them unhashed, giving logins and addresses out in clear
 * while the user believes them hidden (the reference does so silently): refused, saying how to
 * write it. (An empty header is no header: the default.) Other names are taken as they are, as
 * a log format or CSV input may bring fields of any name.
 */
function readCryptedFields(value: string): Validated<string[]> {
  if (OFF_VALUES.has(value.trim().toLowerCase())) {
    return succeed([]);
  }
  const fields = splitList(value);
  const joined = fields.find((field) => field.includes(';'));
  if (joined !== undefined) {
    return fail(
      4028,
      `Crypted-Fields "${value}": "${joined}" is not a field name; separate the fields with commas (host,login), or give "none" to crypt none.`,
    );
  }
  // Field names are case-sensitive: `Host` would leave every host in clear.
  const miscased = fields.find(
    (field) => field !== field.toLowerCase() && DEFAULT_CRYPTED.includes(field.toLowerCase()),
  );
  if (miscased !== undefined) {
    return fail(
      4028,
      `Crypted-Fields "${value}": field names are case-sensitive, write "${miscased.toLowerCase()}" for "${miscased}".`,
    );
  }
  if (fields.length > MAX_LISTED_FIELDS) {
    return fail(4028, tooManyFields('Crypted-Fields', fields.length));
  }
  if (fields.length === 0) {
    return fail(
      4028,
      `Crypted-Fields "${value}" names no field; list them with commas (host,login), or give "none" to crypt none.`,
    );
  }
  // `constructor`, `__proto__`…: members every object has, which an event would answer with.
  const member = fields.find((field) => field in OBJECT_MEMBERS);
  if (member !== undefined) {
    return fail(4028, `Crypted-Fields "${value}": "${member}" cannot be the name of a field.`);
  }
  return succeed(fields);
}

/**
 * `Populate-Fields` (the populate middleware): a JSON object whose members are set on every
 * event, strings as they are and other values as JSON text (`1`, `true`, `{"a":1}`; null as
 * empty). Anything else (not JSON, an array, a member every object has) is refused, naming the
 * header, rather than failing the job once it has started.
 */
function readPopulateFields(value: string | undefined): Validated<Record<string, string>> {
  if (value === undefined || value.trim() === '') {
    return succeed({});
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return fail(
      4028,
      `Populate-Fields "${value}" is not JSON: give an object of field names and values, such as {"domain": "www.example.org"}.`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return fail(
      4028,
      `Populate-Fields "${value}" is not a JSON object: give field names and values, such as {"domain": "www.example.org"}.`,
    );
  }
  const fields: Record<string, string> = {};
  for (const [name, member] of Object.entries(parsed)) {
    if (name.trim() === '' || name in OBJECT_MEMBERS) {
      return fail(4028, `Populate-Fields: "${name}" cannot be the name of a field.`);
    }
    fields[name] =
      typeof member === 'string' ? member : member === null ? '' : JSON.stringify(member);
  }
  return succeed(fields);
}

/**
 * `Session-ID-Fields` (the session-id middleware): `key: field` pairs, comma-separated, that
 * rename the fields it reads (`user`, `cookie`, `host`, `useragent`) and writes (`session`,
 * `userid`). Keys it does not have are skipped, as the reference skips them; a field name every
 * object has is refused.
 */
function readSessionIdFields(value: string | undefined): Validated<SessionIdFields> {
  const fields: SessionIdFields = { ...DEFAULT_SESSION_ID_FIELDS };
  for (const pair of (value ?? '').split(',')) {
    const [key = '', field = ''] = pair.split(':').map((part) => part.trim());
    if (key === '' || field === '' || !Object.hasOwn(DEFAULT_SESSION_ID_FIELDS, key)) {
      continue;
    }
    if (field in OBJECT_MEMBERS) {
      return fail(4028, `Session-ID-Fields: "${field}" cannot be the name of a field.`);
    }
    fields[key as keyof SessionIdFields] = field;
  }
  return succeed(fields);
}

/**
 * `Filter-Platforms`: the comma list of platforms whose events are kept. A list that names none
 * (`,`) would set every event aside as ignored and finish a job with nothing in it, without a
 * word (the reference does so): refused, as Crypted-Fields is, saying how to write it.
 */
function readFilterPlatforms(value: string): Validated<string[]> {
  const names = splitList(value);
  return names.length > 0
    ? succeed(names)
    : fail(
        4028,
        `Filter-Platforms "${value}" names no platform; list the platforms to keep with commas (wiley,springer), or leave the header out to keep them all.`,
      );
}

/**
 * `ezPAARSE-Filter-Status`: a yes/no value (the default filter, or none), or the HTTP statuses
 * to keep; anything else (a word that is neither) is refused rather than keeping nothing.
 */
function readFilterStatus(value: string | undefined): boolean | string[] {
  if (value === undefined) {
    return true;
  }
  const onOff = parseBooleanValue(value);
  if (onOff !== undefined) {
    return onOff;
  }
  const statuses = splitList(value);
  if (!statuses.every((status) => /^\d{3}$/.test(status))) {
    refuse(
      4028,
      `ezPAARSE-Filter-Status must be true, false or a list of HTTP statuses, not "${value}".`,
    );
  }
  return statuses;
}

/** The compressions a request body may declare (the input reader decodes each of them). */
const REQUEST_ENCODINGS = ['gzip', 'deflate', 'br'] as const;

function isRequestEncoding(value: string): value is (typeof REQUEST_ENCODINGS)[number] {
  return (REQUEST_ENCODINGS as readonly string[]).includes(value);
}

function buildSettings(raw: RawHeaders, sources: JobSettingsSources): JobSettingsResult {
  const headers = must(resolveHeaders(raw, sources));
  const cleanOnly = must(readBoolean(headers, 'Clean-Only', false));
  const negotiated = negotiateOutputFormat(headers.accept);
  if (!negotiated) {
    refuse(4006, `Accept: no supported output format in "${headers.accept ?? ''}".`);
  }
  const output = cleanOnly ? CLEAN_ONLY_OUTPUT : negotiated;

  const declaredEncoding = headers['content-encoding']?.toLowerCase();
  // RFC 9110 §8.4.1.3: `x-gzip` is `gzip` (older HTTP clients still send it).
  const contentEncoding = declaredEncoding === 'x-gzip' ? 'gzip' : declaredEncoding;
  if (
    contentEncoding !== undefined &&
    contentEncoding !== 'identity' &&
    !isRequestEncoding(contentEncoding)
  ) {
    refuse(
      4005,
      `Content-Encoding "${contentEncoding}" is not supported; use gzip (or x-gzip), deflate, br or identity.`,
    );
  }
  const responseEncoding = headers['response-encoding']?.toLowerCase();
  if (
    responseEncoding !== undefined &&
    responseEncoding !== 'gzip' &&
    responseEncoding !== 'deflate'
  ) {
    refuse(4005, `Response-Encoding "${responseEncoding}" is not supported (gzip or deflate).`);
  }
  const { checks } = sources;
  const requestCharset = headers['request-charset'] ?? 'utf-8';
  if (checks && !checks.isKnownCharset(requestCharset)) {
    refuse(4015, `Request-Charset "${requestCharset}" is not supported.`);
  }
  const responseCharset = (headers['response-charset'] ?? 'utf-8').toLowerCase();
  if (checks && !checks.isKnownCharset(responseCharset)) {
    refuse(4016, `Response-Charset "${responseCharset}" is not supported.`);
  }
  const dateFormat = headers['date-format'] ?? 'DD/MMM/YYYY:HH:mm:ss Z';
  const dateFormatProblem = checks?.dateFormatProblem(dateFormat);
  if (dateFormatProblem !== undefined) {
    refuse(4028, dateFormatProblem);
  }
  const timeZone = headers['output-timezone'] ?? 'UTC';
  if (!isTimeZone(timeZone)) {
    refuse(4028, `Output-Timezone "${timeZone}" is not an IANA time zone.`);
  }
  const inputTimeZone = headers['input-timezone'] ?? 'UTC';
  if (!isTimeZone(inputTimeZone)) {
    refuse(4028, `Input-Timezone "${inputTimeZone}" is not an IANA time zone.`);
  }
  const tracesLevel = (headers['traces-level']?.toLowerCase() ?? 'info') as TraceLevel;
  if (!TRACE_LEVELS.includes(tracesLevel)) {
    refuse(4028, `Traces-Level must be one of ${TRACE_LEVELS.join(', ')}.`);
  }
  const askedAlgorithm = headers['crypting-algorithm'] ?? 'sha1';
  const cryptingAlgorithm = canonicalDigestName(askedAlgorithm);
  if (!(CRYPTING_ALGORITHMS as readonly string[]).includes(cryptingAlgorithm)) {
    refuse(4004, `Crypting-Algorithm "${askedAlgorithm}" is not supported.`);
  }
  const counterMode = (headers['counter-mode']?.trim().toLowerCase() ?? 'reference') as CounterMode;
  if (!COUNTER_MODES.includes(counterMode)) {
    refuse(4028, `COUNTER-Mode must be one of ${COUNTER_MODES.join(', ')}.`);
  }
  const maxParseAttempts = must(readInteger(headers, 'Max-Parse-Attempts', 10)) || 10;

  const proxy = LOG_FORMAT_PROXIES.find((name) => headers[`log-format-${name}`] !== undefined);
  if (proxy !== undefined) {
    const name = `log-format-${proxy}`;
    const format = headers[name] ?? '';
    const sizeProblem = describeLogFormatSizeProblem(`Log-Format-${proxy}`, format);
    if (sizeProblem !== undefined) {
      // Refused before its regex is built: V8 compiles a huge one for seconds.
      refuse(4028, sizeProblem);
    }
    const formatProblem = checks?.logFormatProblem?.(proxy, format);
    if (formatProblem !== undefined) {
      // As the job would fail on its first line (4003), before any line is sent; the header
      // named as the request spelt it.
      const spelt = Object.keys(raw).find((header) => header.toLowerCase() === name);
      refuse(4003, `${spelt ?? `Log-Format-${proxy}`}: ${formatProblem}`);
    }
  }
  // Unknown names are left out here, as the reference does; the job's traces name them.
  const rejectFiles = readNameList(headers['reject-files'], REJECT_CATEGORY_NAMES).names;
  const disabled: string[] = readNameList(headers['disable-filters'], DISABLE_FILTER_NAMES).names;
  const filterStatus = readFilterStatus(headers['ezpaarse-filter-status']);
  const crypted = headers['crypted-fields'] ?? 'host,login';
  const extractHeader = headers.extract;
  const filterPlatforms = headers['filter-platforms'];

  const chain = must(
    applyMiddlewaresHeader(
      addRequestedEnrichers(
        sources.middlewaresChain ?? DEFAULT_MIDDLEWARES,
        headers,
        sources.availableMiddlewares,
      ),
      headers['ezpaarse-middlewares'],
      sources.availableMiddlewares,
    ),
  );
  const settings: JobSettings = {
    headers,
    dateFormat,
    timeZone,
    inputTimeZone,
    requestCharset,
    responseCharset,
    outputFormat: output.format,
    outputMimeType: output.mimeType,
    outputExtension: output.extension,
    outputFields: must(readOutputFields(headers['output-fields'])),
    tracesLevel,
    rejectFiles,
    maxParseAttempts,
    cleanOnly,
    csvRawValues: must(readBoolean(headers, 'CSV-Raw-Values', false)),
    filters: {
      robots: !disabled.includes('robots'),
      ignoredHosts: !disabled.includes('ignored-hosts'),
      ignoredDomains: !disabled.includes('ignored-domains'),
    },
    filterRedirects: must(readBoolean(headers, 'ezPAARSE-Filter-Redirects', true)),
    filterStatus,
    middlewares: chain.chain,
    notifications: { mail: must(readNotifications(headers['ezpaarse-job-notifications'])) },
    alerts: {
      activationThreshold: must(readInteger(headers, 'Alerts-Activation-Threshold', 1000)),
      unknownDomainsRate: must(readInteger(headers, 'Alerts-Unknown-Domains-Rate', 10)),
    },
    responseTimeoutMs:
      must(readInteger(headers, 'ezPAARSE-Response-Timeout', 1_800_000)) || 1_800_000,
    allowDomainWildcards: must(readBoolean(headers, 'Allow-Domain-Wildcards', false)),
    deduplication: must(readDeduplicationHeaders(headers)),
    counterMode,
    enrich: must(readBoolean(headers, 'ezPAARSE-Enrich', true)),
    enrichers: must(readEnricherHeaders(headers)),
    geoipHeader: headers.geoip ?? '',
    geoipFields: must(readGeoip(headers.geoip)),
    cryptedFields: must(readCryptedFields(crypted)),
    cryptingAlgorithm,
  };
  if (proxy) {
    settings.logFormat = { proxy, format: headers[`log-format-${proxy}`] ?? '' };
  }
  if (contentEncoding !== undefined && isRequestEncoding(contentEncoding)) {
    settings.contentEncoding = contentEncoding;
  }
  if (responseEncoding === 'gzip' || responseEncoding === 'deflate') {
    settings.responseEncoding = responseEncoding;
  }
  if (headers['force-parser']) {
    settings.forceParser = headers['force-parser'];
  }
  if (headers['force-ecfield-publisher']) {
    settings.forcePublisher = headers['force-ecfield-publisher'];
  }
  if (chain.skipped.length > 0) {
    settings.skippedMiddlewares = chain.skipped;
  }
  // Read only where the middlewares run, as the reference reads them.
  if (chain.chain.includes('populate')) {
    settings.populateFields = must(readPopulateFields(headers['populate-fields']));
  }
  if (chain.chain.includes('session-id')) {
    settings.sessionIdFields = must(readSessionIdFields(headers['session-id-fields']));
  }
  if (headers['ezpaarse-predefined-settings']) {
    settings.predefinedSettings = headers['ezpaarse-predefined-settings'];
  }
  if (headers['socket-id']) {
    settings.socketId = headers['socket-id'];
  }
  if (filterPlatforms !== undefined) {
    settings.filterPlatforms = must(readFilterPlatforms(filterPlatforms));
  }
  if (extractHeader !== undefined) {
    settings.extract = must(parseExtractExpression(extractHeader));
  }
  if (headers['crypting-salt'] !== undefined) {
    settings.cryptingSalt = headers['crypting-salt'];
  }
  return { ok: true, settings };
}
