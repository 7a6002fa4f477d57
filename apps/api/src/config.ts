import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import {
  checkCounterRobotsFile,
  defaultPlatformsPackDir,
  defaultSatellitePackDir,
  loadOnCampusRangesFile,
  enricherIdentityOf,
  JOB_SETTINGS_CHECKS,
  parseEnricherContact,
  parseEnricherUrls,
  type NetworkEnricherName,
  type OnCampusRange,
} from '@sillage/pipeline';
import {
  checkHeartbeat,
  uploadHeartbeatFor,
  withoutEmptyValues,
  type ConfiguredPath,
} from '@sillage/jobs';
import { VERDICTS_FOLDER } from '@sillage/platforms';
import {
  MIN_PASSWORD_LENGTH,
  parseJobSettings,
  type SatellitePackName,
} from '@sillage/shared-types';
import { z } from 'zod';
import { listenBaseUrl, type MailLinkSettings } from './http/public-url.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanVariable = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['true', '1', 'yes', 'on'].includes(value),
    );

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const optionalUrl = (protocols: RegExp, hint: string) =>
  optionalString.refine(
    (value) =>
      value === undefined || (URL.canParse(value) && protocols.test(new URL(value).protocol)),
    { message: `must be a URL (${hint})` },
  );

/** A git repository to clone: a URL or a folder (never read as an option of git). */
const repositoryVariable = optionalString.refine((value) => !value?.startsWith('-'), {
  message: 'must be a git URL or a folder',
});

const branchVariable = optionalString.refine(
  (value) => value === undefined || /^(?!-)[\w./-]+$/.test(value),
  { message: 'must be a branch name' },
);

/** True for a bare origin: scheme http(s), host and optional port, no path, query or user. */
function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) {
    return false;
  }
  const url = new URL(value);
  return /^https?:$/.test(url.protocol) && url.origin === value.replace(/\/$/, '');
}

const emailList = optionalString
  .transform((value) =>
    (value ?? '')
      .split(/[,;\s]+/)
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  )
  .pipe(z.array(z.email({ message: 'must be a comma-separated list of e-mail addresses' })));

/** SILLAGE_DEFAULT_HEADERS, once read as JSON: header names (HTTP tokens) to text values. */
const DefaultHeadersVariableSchema = z.record(
  z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/),
  z.string(),
);

/**
 * Why every job would refuse these default headers (its status and message), or undefined. The
 * predefined key they may name is left to the jobs: the settings it names can change at run time.
 */
function checkDefaultHeaders(headers: Record<string, string>): string | undefined {
  const checked = Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => name.toLowerCase() !== 'ezpaarse-predefined-settings',
    ),
  );
  const parsed = parseJobSettings(checked, { checks: JOB_SETTINGS_CHECKS });
  return parsed.ok
    ? undefined
    : `every job would be refused with ${String(parsed.failure.status)}: ${parsed.failure.message}`;
}

/** SILLAGE_EZMESURE_INSTANCES, once read as JSON. */
const EzmesureInstancesVariableSchema = z
  .array(
    z.object({
      id: z.string().regex(/^[\w-]+$/),
      label: z.string().min(1),
      url: z.url({ protocol: /^https?$/ }),
      token: z.string().min(1).optional(),
    }),
  )
  .refine((list) => new Set(list.map((item) => item.id)).size === list.length, 'ids must differ');

/**
 * Every environment variable the api reads. Each is documented with its default and meaning;
 * this list is the source of the README's configuration table.
 */
const EnvSchema = z.object({
  /** TCP port of the HTTP server. Default `3000`. */
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Interface to listen on. Default `127.0.0.1` (local only); use `0.0.0.0` in a container. */
  HOST: z
    .string()
    .min(1)
    .refine(
      (value) =>
        isIP(value) !== 0 ||
        (!/^[\d.]+$/.test(value) &&
          /^[a-z\d]([a-z\d-]*[a-z\d])?(\.[a-z\d]([a-z\d-]*[a-z\d])?)*$/i.test(value)),
      { message: 'must be an IP address (127.0.0.1, 0.0.0.0, ::) or a host name' },
    )
    .default('127.0.0.1'),
  /**
   * Data folder of the embedded mode: the PGlite database in `<dir>/db`, job files in
   * `<dir>/files`, the generated session secret in `<dir>/session-secret`. Default `./data`
   * (relative to the working directory).
   */
  SILLAGE_DATA_DIR: z.string().min(1).default('./data'),
  /** `postgres://…` selects a Postgres server (scaled mode); unset = embedded PGlite. */
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'postgres://user:password@host:5432/name'),
  /**
   * Page cache of the embedded database, in MiB (unset: EMBEDDED_SHARED_BUFFERS_MB of
   * @sillage/db). Ignored with DATABASE_URL: a Postgres server has its own settings.
   */
  SILLAGE_DB_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).optional(),
  /**
   * Secret that signs session cookies, at least 32 characters; shared by every api instance.
   * Required with DATABASE_URL; in embedded mode it is generated once and kept in the data folder.
   */
  SESSION_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters long',
  }),
  /**
   * Outgoing mail server, e.g. `smtp://user:pass@mail.example.org:587` or `smtps://…:465`.
   * Unset = no mail (password reset, feedback and job notifications are then unavailable).
   */
  SMTP_URL: optionalUrl(/^smtps?:$/, 'smtp://host:port or smtps://host:port'),
  /** Sender of every mail. Default `Sillage <noreply@localhost>`. */
  SILLAGE_MAIL_FROM: z.string().min(3).default('Sillage <noreply@localhost>'),
  /** Product name in mail subjects, e.g. `[Sillage] …`. Default `Sillage`. */
  SILLAGE_APP_NAME: z.string().min(1).default('Sillage'),
  /**
   * The library the usage is counted for, written in the `Institution_Name` and `Institution_ID`
   * rows of the COUNTER R5.1 tabular reports the COUNTER view exports (ID: COUNTER's
   * `namespace:value`, e.g. `ISNI:0000000419369078`, several separated by `; `).
   */
  SILLAGE_INSTITUTION_NAME: optionalString.pipe(z.string().max(300).optional()),
  SILLAGE_INSTITUTION_ID: optionalString.pipe(
    z
      .string()
      .max(300)
      .regex(/^[A-Za-z0-9_]+:[^;\s]+(; [A-Za-z0-9_]+:[^;\s]+)*$/, 'must be namespace:value[; …]')
      .optional(),
  ),
  /** With SILLAGE_ADMIN_PASSWORD: creates this admin account at start-up when no user exists. */
  SILLAGE_ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  /**
   * Password of the start-up admin account (see SILLAGE_ADMIN_EMAIL); at least as long as a
   * sign-up's (8 characters, white space around it not counted, as it is not stored).
   */
  SILLAGE_ADMIN_PASSWORD: optionalString.refine(
    (value) => value === undefined || value.trim().length >= MIN_PASSWORD_LENGTH,
    { message: `must be at least ${MIN_PASSWORD_LENGTH} characters long` },
  ),
  /** `true` lets anyone create an account once the first (admin) one exists. Default `false`. */
  SILLAGE_OPEN_REGISTRATION: booleanVariable(false),
  /** `true` shows the demo banner in the UI (`demo` in `/api/info/app`). Default `false`. */
  SILLAGE_DEMO: booleanVariable(false),
  /** Comma-separated addresses that receive feedback mails. Unset = feedback unavailable. */
  SILLAGE_FEEDBACK_RECIPIENTS: emailList,
  /**
   * Public base URL of the instance, used in mailed links (`<url>/password/<token>`) and as an
   * accepted Origin. Default: a request's Host when SILLAGE_ALLOWED_HOSTS lists it, else
   * `http://localhost:<PORT>` for mails (never an unlisted Host: see docs/reliability.md).
   */
  SILLAGE_PUBLIC_URL: optionalUrl(/^https?:$/, 'http(s)://host[:port][/path]'),
  /**
   * Comma-separated host names (`host` or `host:port`) a request's Host header may have for mailed
   * links to use it, when SILLAGE_PUBLIC_URL is unset. Default: none.
   */
  SILLAGE_ALLOWED_HOSTS: optionalString.transform((value, context) => {
    const hosts = (value ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter((item) => item !== '');
    for (const host of hosts) {
      if (!URL.canParse(`http://${host}`) || new URL(`http://${host}`).host !== host) {
        context.addIssue({ code: 'custom', message: `"${host}" is not a host name[:port]` });
        return z.NEVER;
      }
    }
    return hosts;
  }),
  /** Folder of the built web app, served with SPA fallback. Default `<repo>/apps/web/dist`. */
  SILLAGE_WEB_DIST: optionalString,
  /** JSON file of predefined settings (`{key:{fullName,country,headers}}`), merged over the built-in ones. */
  SILLAGE_PREDEFINED_SETTINGS: optionalString,
  /** JSON file served as `/api/info/countries.json`. Unset = the built-in list. */
  SILLAGE_COUNTRIES: optionalString,
  /** `true`, a hop count or a list of proxy addresses to trust X-Forwarded-* from. Default `false`. */
  SILLAGE_TRUST_PROXY: optionalString,
  /**
   * `Secure` flag of the session cookie: `auto` (when the request came over HTTPS, which needs
   * SILLAGE_TRUST_PROXY behind a TLS proxy), `true` or `false`. Default `auto`.
   */
  SILLAGE_COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Lifetime of a "remember me" session, in days. Default `30`. */
  SILLAGE_SESSION_REMEMBER_DAYS: z.coerce.number().int().min(1).max(400).default(30),
  /** Idle lifetime of other sessions, in hours (each request extends it). Default `24`. */
  SILLAGE_SESSION_IDLE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  /**
   * Free space (MiB) the job files folder needs for `/api/health/ready` to answer ready. Default
   * `100`.
   */
  SILLAGE_READY_MIN_FREE_MB: z.coerce.number().min(0).default(100),
  /** Websockets (`/ws`, one per browser tab) one client address may hold open. Default `20`. */
  SILLAGE_WS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /**
   * Login and password-reset attempts allowed per client IP per minute, wrong old passwords
   * per account per minute when changing one's password, and reset mails per account per hour.
   * Default `10`.
   */
  SILLAGE_AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /**
   * `true` accepts jobs without credentials on the job routes (`POST /`, `PUT /{jobId}`), as the
   * reference does; such a job's result, report and traces are then reachable by its id alone.
   * Default `false`: every job belongs to an account. See docs/protocol.md for the risk.
   */
  SILLAGE_ANONYMOUS_JOBS: booleanVariable(false),
  /** Jobs one client address may start without credentials per minute. Default `10`. */
  SILLAGE_ANONYMOUS_JOBS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /**
   * Origins (`https://host[:port]`, comma-separated, or `*`) whose web pages may call the job
   * routes (CORS). Unset = none: only this server's own pages.
   */
  SILLAGE_CORS_ORIGINS: optionalString.transform((value, context) => {
    const origins = (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    for (const origin of origins) {
      if (origin !== '*' && !isOrigin(origin)) {
        context.addIssue({
          code: 'custom',
          message: `"${origin}" is not an origin (http(s)://host[:port], or *)`,
        });
        return z.NEVER;
      }
    }
    return origins.map((origin) => (origin === '*' ? origin : new URL(origin).origin));
  }),
  /** Log level: fatal, error, warn, info, debug, trace or silent. Default `info`. */
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** `true` runs jobs inside the api process. Default: `true` without DATABASE_URL, else `false`. */
  SILLAGE_EMBEDDED_WORKER: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
    .optional(),
  /** Jobs the embedded worker runs at once. Default `2`. */
  SILLAGE_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Largest accepted upload (all files of a job), in MiB. Default `4096`. */
  SILLAGE_MAX_UPLOAD_MB: z.coerce.number().int().min(1).default(4096),
  /**
   * Most bytes one compressed input (gzip, deflate, br) may expand to, in MiB, whatever its ratio: a decompression bomb
   * built to stay under the 200× ratio guard stops here (status 4002). Default `16384` (16 GiB).
   */
  SILLAGE_MAX_INFLATED_MB: z.coerce.number().int().min(1).default(16_384),
  /** Hours a job's files and row are kept. Default `24` (the reference's 1 day). */
  SILLAGE_JOB_RETENTION_HOURS: z.coerce.number().min(0.01).default(24),
  /** Seconds between keep-alive bytes of a `PUT /{jobId}` response. Default `20`. */
  SILLAGE_JOB_KEEPALIVE_SECONDS: z.coerce.number().min(0.05).default(20),
  /** Pause before each input chunk of a job, in ms (demos and crash tests only). Default `0`. */
  SILLAGE_JOB_CHUNK_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /**
   * Heartbeat period of a job the embedded worker runs, in ms. Default `5000`. Set the same value
   * of these three on the api and every worker (`sillage-worker` reads them too).
   */
  SILLAGE_HEARTBEAT_MS: z.coerce.number().int().min(50).default(5_000),
  /**
   * Silence after which a job's worker (or an upload's api) is taken for dead, in ms. Default
   * `60000`. Uploads in progress heartbeat at a quarter of it (10 s at most).
   */
  SILLAGE_STALE_AFTER_MS: z.coerce.number().int().min(100).default(60_000),
  /** How often stale jobs are looked for, in ms. Default `15000`. */
  SILLAGE_STALE_CHECK_MS: z.coerce.number().int().min(100).default(15_000),
  /**
   * Comma-separated parser packs (ezPAARSE platforms layout) used besides the native catalog. Each
   * may be a git working copy or a plain folder; the first is the "platforms" repository the admin
   * pages show and update, and every pack's `<platform>/pkb/*.txt` feeds the knowledge base.
   * Default: the community catalog fetched into `<SILLAGE_DATA_DIR>/packs/platforms`.
   */
  SILLAGE_PLATFORM_PACKS: optionalString,
  /**
   * `false` never fetches the community platforms catalog. Default `true`: when
   * SILLAGE_PLATFORM_PACKS is unset and `<SILLAGE_DATA_DIR>/packs/platforms` does not exist, the
   * api clones SILLAGE_PLATFORMS_REPOSITORY_URL there in the background (the native rules serve
   * until it is in place, and alone when it cannot be fetched).
   */
  SILLAGE_PLATFORMS_FETCH: booleanVariable(true),
  /**
   * Git repository of the community platforms catalog (URL, or a folder on the server). Default
   * `https://github.com/ezpaarse-project/ezpaarse-platforms`.
   */
  SILLAGE_PLATFORMS_REPOSITORY_URL: repositoryVariable,
  /** Branch of SILLAGE_PLATFORMS_REPOSITORY_URL to fetch. Default `master`. */
  SILLAGE_PLATFORMS_BRANCH: branchVariable,
  /**
   * `false` never fetches the exclusion lists. Default `true`: when SILLAGE_EXCLUSIONS_DIR is
   * unset and `<SILLAGE_DATA_DIR>/packs/exclusions` does not exist, the api clones
   * SILLAGE_EXCLUSIONS_REPOSITORY_URL there in the background (jobs filter nothing until then).
   */
  SILLAGE_EXCLUSIONS_FETCH: booleanVariable(true),
  /** Default `https://github.com/ezpaarse-project/ezpaarse-exclusions`. */
  SILLAGE_EXCLUSIONS_REPOSITORY_URL: repositoryVariable,
  /** Default `master`. */
  SILLAGE_EXCLUSIONS_BRANCH: branchVariable,
  /**
   * `false` never fetches the resources pack. Default `true`: when SILLAGE_RESOURCES_DIR is unset
   * and `<SILLAGE_DATA_DIR>/packs/resources` does not exist, the api clones
   * SILLAGE_RESOURCES_REPOSITORY_URL there in the background (the built-in predefined settings
   * serve until then).
   */
  SILLAGE_RESOURCES_FETCH: booleanVariable(true),
  /** Default `https://github.com/ezpaarse-project/ezpaarse-resources`. */
  SILLAGE_RESOURCES_REPOSITORY_URL: repositoryVariable,
  /** Default `master`. */
  SILLAGE_RESOURCES_BRANCH: branchVariable,
  /**
   * `true`: every platform of the pack serves from its parser.js, even where a native platform
   * was proven equal to it. Default `false` (proven-equal native platforms serve, faster).
   */
  SILLAGE_PLATFORM_PACK_WINS: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
    .optional(),
  /**
   * Threads running pack parsers (and their watchdog) in each api or worker process. Default: the
   * cores but one, between 1 and 4. `0` runs them on the job's thread under a timer (slower).
   */
  SILLAGE_RECOGNITION_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  /**
   * Comma-separated test-table folders (pack layout) whose URLs the differential check tries,
   * besides the pack's own tables; it decides which native platforms may serve for the pack.
   */
  SILLAGE_PLATFORM_VERIFY_TABLES: optionalString,
  /** Comma-separated log files or folders whose URLs the differential check tries too. */
  SILLAGE_PLATFORM_VERIFY_LOGS: optionalString,
  /**
   * Resources pack (git working copy or folder): its `predefined-settings.json` and
   * `countries.json` are used when SILLAGE_PREDEFINED_SETTINGS / SILLAGE_COUNTRIES are unset
   * (read at start-up). The admin pages show and update it as the "resources" repository.
   */
  SILLAGE_RESOURCES_DIR: optionalString,
  /** Git working copy of the application itself, for the updates page. Default: the install folder. */
  SILLAGE_APP_DIR: optionalString,
  /**
   * Web page of the application's source, linked from the version in the drawer. Default: the
   * page of SILLAGE_APP_DIR's `origin` remote, when it has one.
   */
  SILLAGE_REPOSITORY_URL: optionalUrl(/^https?:$/, 'http(s)://host/path'),
  /**
   * Install step of an application update, run in SILLAGE_APP_DIR without a shell (words split on
   * spaces). Default `npm ci`.
   */
  SILLAGE_UPDATE_INSTALL_COMMAND: z.string().trim().min(1).default('npm ci'),
  /**
   * Minutes a pack's or the app's git status (and the files an update would change) is kept for
   * callers who are not admins; they never make the server fetch. Default `10`.
   */
  SILLAGE_GIT_STATUS_CACHE_MINUTES: z.coerce.number().min(0).default(10),
  /** Build step of an application update, like SILLAGE_UPDATE_INSTALL_COMMAND. Default `npm run build`. */
  SILLAGE_UPDATE_BUILD_COMMAND: z.string().trim().min(1).default('npm run build'),
  /**
   * `false` skips the knowledge-base sync at start-up (uploads and pack updates still sync); for
   * the extra api instances of a scaled deployment, which share the first one's database.
   */
  SILLAGE_PKB_SYNC_ON_START: booleanVariable(true),
  /** KBART files loaded into the knowledge base at once. Default `2`. */
  SILLAGE_PKB_SYNC_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** Comma-separated knowledge-base folders (`<platform>/*.txt`). */
  SILLAGE_PKB_DIRS: optionalString,
  /** Folder of exclusion lists (`robots.*`, `hosts.*`, `domains.*`). */
  SILLAGE_EXCLUSIONS_DIR: optionalString,
  /**
   * Platforms `fields.json`: rid codes of the qualifier, and the lists of `/api/info/fields`,
   * `rid`, `mime`, `rtype` (which otherwise read the first platforms pack's own).
   */
  SILLAGE_FIELDS_FILE: optionalString,
  /**
   * COUNTER-Robots list (JSON, e.g. `COUNTER_Robots_list.json` of a resources pack): when set, its
   * patterns tell robot user agents instead of the isbot package. Checked at start-up.
   */
  SILLAGE_COUNTER_ROBOTS: optionalString,
  /**
   * JSON file of on-campus ranges: IPs or CIDRs (`on_campus = Y`) and `{label, ranges}` entries
   * (`on_campus = label`), added to the private ranges. Checked at start-up.
   */
  SILLAGE_ON_CAMPUS_RANGES: optionalString,
  /** Roots of the network enrichers' services, `crossref=http://…,hal=…`; unset = public APIs. */
  SILLAGE_ENRICHER_URLS: optionalString.superRefine((value, context) => {
    try {
      parseEnricherUrls(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
    }
  }),
  /**
   * `User-Agent` sent to the enrichers' services. Default: `Sillage/<version> (+<public url>;
   * mailto:<SILLAGE_ENRICHER_CONTACT>)`, the shape Crossref's polite pool asks for.
   */
  SILLAGE_ENRICHER_USER_AGENT: optionalString,
  /** E-mail address the enrichers' services may write to, in the default `User-Agent`. */
  SILLAGE_ENRICHER_CONTACT: optionalString.superRefine((value, context) => {
    try {
      parseEnricherContact(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
    }
  }),
  /** Base URL of the ezMESURE-compatible instance for `POST /api/ezmesure/{jobId}`. Unset = off. */
  SILLAGE_EZMESURE_URL: optionalUrl(/^https?:$/, 'http(s)://host[:port]'),
  /** Default bearer token for ezMESURE (a request may send its own). */
  SILLAGE_EZMESURE_TOKEN: optionalString,
  /** Name shown for SILLAGE_EZMESURE_URL in the "send to ezMESURE" dialog. Default: its host. */
  SILLAGE_EZMESURE_LABEL: optionalString,
  /**
   * Job headers every job takes when neither its request nor its predefined settings give them
   * (the reference's EZPAARSE_DEFAULT_HEADERS; ADR 0017), as a JSON object
   * `{"Crypted-Fields": "none", …}`. Unset = none.
   */
  SILLAGE_DEFAULT_HEADERS: optionalString.transform((value, context) => {
    if (value === undefined) {
      return {};
    }
    let headers: Record<string, string>;
    try {
      headers = DefaultHeadersVariableSchema.parse(JSON.parse(value));
    } catch {
      context.addIssue({
        code: 'custom',
        message:
          'must be a JSON object of header names and text values, e.g. {"Accept":"text/csv"}',
      });
      return z.NEVER;
    }
    const refusal = checkDefaultHeaders(headers);
    if (refusal !== undefined) {
      context.addIssue({ code: 'custom', message: refusal });
      return z.NEVER;
    }
    return headers;
  }),
  /**
   * More ezMESURE instances, as JSON `[{"id","label","url","token"?}]`, offered after the one of
   * SILLAGE_EZMESURE_URL. Unset = none.
   */
  SILLAGE_EZMESURE_INSTANCES: optionalString.transform((value, context) => {
    if (value === undefined) {
      return [];
    }
    try {
      return EzmesureInstancesVariableSchema.parse(JSON.parse(value));
    } catch {
      context.addIssue({
        code: 'custom',
        message: 'must be a JSON array of {"id","label","url" (http or https),"token"?}',
      });
      return z.NEVER;
    }
  }),
});

/** An ezMESURE instance jobs can be sent to; the token is the default when a request has none. */
export interface EzmesureTarget {
  id: string;
  label: string;
  url: string;
  token: string | undefined;
}

/** Job processing settings of the api (queue, embedded worker, uploads, retention). */
export interface JobsConfig {
  embeddedWorker: boolean;
  /** SILLAGE_DEFAULT_HEADERS: fill the headers a job's request and predefined settings leave out. */
  defaultHeaders: Record<string, string>;
  concurrency: number;
  maxUploadBytes: number;
  retentionMs: number;
  keepAliveMs: number;
  inputChunkDelayMs: number;
  /**
   * SILLAGE_HEARTBEAT_MS, SILLAGE_STALE_AFTER_MS, SILLAGE_STALE_CHECK_MS, and the upload heartbeat
   * that follows the stale limit (uploadHeartbeatFor).
   */
  timing: {
    heartbeatMs: number;
    staleAfterMs: number;
    staleCheckMs: number;
    uploadHeartbeatMs: number;
  };
  resources: {
    platformPacks: string[];
    /** SILLAGE_PLATFORM_PACK_WINS: pack platforms replace native ones of the same name. */
    platformPackWins: boolean;
    /** SILLAGE_RECOGNITION_THREADS (unset: the platforms library's default). */
    recognitionThreads?: number;
    /** Cached verdicts of the differential check (`<data dir>/platform-verdicts`). */
    platformVerdictsDir: string;
    pkbDirs: string[];
    exclusionsDir?: string;
    fieldsFile?: string;
    counterRobotsFile?: string;
    onCampusRanges?: OnCampusRange[];
    enrichers: {
      baseUrls: Partial<Record<NetworkEnricherName, string>>;
      userAgent?: string;
      /** SILLAGE_ENRICHER_CONTACT and SILLAGE_PUBLIC_URL, for the default `User-Agent`. */
      contact?: string;
      siteUrl?: string;
    };
    /** Absolute cap on one compressed input's decompressed bytes. */
    maxInflatedBytes: number;
    /** Where double-click removal's held events wait on disk past those kept in memory. */
    heldEventsDir: string;
  };
  /** ezMESURE instances, in the order the dialog offers them; empty = the feature is off. */
  ezmesure: EzmesureTarget[];
  /** URL sources of the differential check, besides the pack's own tables. */
  platformVerification: { tables: string[]; logs: string[] };
}

/** The typed configuration of the api process, read once from the environment. */
export interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  /** `memory` only in tests: a throw-away embedded database. */
  database:
    | { driver: 'postgres'; url: string }
    | { driver: 'pglite'; dataDir: string; sharedBuffersMb?: number };
  filesDir: string;
  /** SILLAGE_READY_MIN_FREE_MB, in bytes: below it, `/api/health/ready` answers 503. */
  readyMinFreeBytes: number;
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  appName: string;
  /** SILLAGE_INSTITUTION_NAME / _ID: the COUNTER exports' institution, when set. */
  institution: { name?: string; id?: string };
  bootstrapAdmin: { email: string; password: string } | undefined;
  openRegistration: boolean;
  demo: boolean;
  feedbackRecipients: string[];
  publicUrl: string | undefined;
  /** Where mailed links may point (SILLAGE_PUBLIC_URL, SILLAGE_ALLOWED_HOSTS, own address). */
  mailLinks: MailLinkSettings;
  webDist: string;
  predefinedSettingsFile: string | undefined;
  countriesFile: string | undefined;
  trustProxy: boolean | number | string[];
  cookieSecure: boolean | 'auto';
  rememberSessionMs: number;
  idleSessionMs: number;
  authRateLimitPerMinute: number;
  /** SILLAGE_WS_PER_ADDRESS: open websockets per client address. */
  socketsPerAddress: number;
  /** SILLAGE_ANONYMOUS_JOBS and its per-address limit (jobs per minute). */
  anonymousJobs: { enabled: boolean; perMinute: number };
  /** SILLAGE_CORS_ORIGINS: origins allowed to call the job routes (`*` = any); empty = none. */
  corsOrigins: string[];
  logLevel: (typeof LOG_LEVELS)[number];
  jobs: JobsConfig;
  catalogs: CatalogsConfig;
}

/** Where the packs and the knowledge base come from (updates pages, castor). */
export interface CatalogsConfig {
  /** The resources pack: SILLAGE_RESOURCES_DIR, else the data folder's (there once fetched). */
  resourcesDir: string;
  /** The application's own working copy (status on the updates page). */
  appDir: string;
  /** SILLAGE_REPOSITORY_URL: the source page linked from the version (else origin's page). */
  repositoryUrl: string | undefined;
  /** Program and arguments of an app update's install and build steps. */
  updateCommands: { install: string[]; build: string[] };
  /** How long a git answer given to a non-admin caller is kept (ms). */
  gitCacheMs: number;
  /** Where admin-uploaded KBART files are kept (`<platform>/<file>.txt`). */
  pkbUploadDir: string;
  pkbSyncConcurrency: number;
  pkbSyncOnStart: boolean;
  /** The community platforms catalog, used when SILLAGE_PLATFORM_PACKS is unset (ADR 0045). */
  platformsCatalog: PlatformsCatalogConfig;
  /** The satellite packs whose folder variable is unset: fetched into the data folder (ADR 0113). */
  satellites: Partial<Record<SatellitePackName, PlatformsCatalogConfig>>;
}

/** Where the default platforms pack lives and how it is fetched. */
export interface PlatformsCatalogConfig {
  /** `<data dir>/packs/platforms`. */
  defaultDir: string;
  fetch: boolean;
  /** A URL, or an absolute folder. */
  repositoryUrl: string;
  branch: string;
}

/** The upstream of the community platforms catalog. */
export const DEFAULT_PLATFORMS_REPOSITORY_URL =
  'https://github.com/ezpaarse-project/ezpaarse-platforms';

/** The upstreams of the satellite packs: the reference's own satellite repositories. */
export const DEFAULT_SATELLITE_REPOSITORY_URLS: Record<SatellitePackName, string> = {
  exclusions: 'https://github.com/ezpaarse-project/ezpaarse-exclusions',
  resources: 'https://github.com/ezpaarse-project/ezpaarse-resources',
};

/** A URL (`scheme://…`, `user@host:path`) as given; a folder made absolute. */
function resolveRepository(value: string, resolve: (value: string) => string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) || /^[^/\s]+@[^/\s:]+:/.test(value)
    ? value
    : resolve(value);
}

/** Thrown when the environment is invalid; the message lists every problem, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface LoadConfigOptions {
  /** Root of the repository, used for the default web app folder. */
  repoRoot: string;
  /** Base of relative paths. Default: the working directory. */
  cwd?: string;
}

/** Parses the environment into an ApiConfig, or throws a ConfigError naming every bad variable. */
export function loadConfig(
  options: LoadConfigOptions,
  env: NodeJS.ProcessEnv = process.env,
): ApiConfig {
  const parsed = EnvSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const vars = parsed.data;
  const problems: string[] = [];
  const cwd = options.cwd ?? process.cwd();
  const resolve = (value: string) => path.resolve(cwd, value);

  if ((vars.SILLAGE_ADMIN_EMAIL === undefined) !== (vars.SILLAGE_ADMIN_PASSWORD === undefined)) {
    problems.push('SILLAGE_ADMIN_EMAIL and SILLAGE_ADMIN_PASSWORD must be set together');
  }
  if (vars.DATABASE_URL !== undefined && vars.SESSION_SECRET === undefined) {
    problems.push('SESSION_SECRET: required with DATABASE_URL (every api instance must share it)');
  }
  problems.push(...checkHeartbeat(vars.SILLAGE_HEARTBEAT_MS, vars.SILLAGE_STALE_AFTER_MS));
  const trustProxy = parseTrustProxy(vars.SILLAGE_TRUST_PROXY);
  if (trustProxy === undefined) {
    problems.push('SILLAGE_TRUST_PROXY: must be true, false, a hop count or a list of addresses');
  }
  const resourceFiles = readResourceFiles(vars, resolve, problems);
  if (problems.length > 0) {
    throw new ConfigError(problems);
  }

  const dataDir = resolve(vars.SILLAGE_DATA_DIR);
  const resourcesDir = resolve(
    vars.SILLAGE_RESOURCES_DIR ?? defaultSatellitePackDir(dataDir, 'resources'),
  );
  const fromResources = (configured: string | undefined, name: string) =>
    configured !== undefined
      ? resolve(configured)
      : vars.SILLAGE_RESOURCES_DIR !== undefined && existsSync(path.join(resourcesDir, name))
        ? path.join(resourcesDir, name)
        : undefined;
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    database:
      vars.DATABASE_URL === undefined
        ? {
            driver: 'pglite',
            dataDir: path.join(dataDir, 'db'),
            ...(vars.SILLAGE_DB_SHARED_BUFFERS_MB === undefined
              ? {}
              : { sharedBuffersMb: vars.SILLAGE_DB_SHARED_BUFFERS_MB }),
          }
        : { driver: 'postgres', url: vars.DATABASE_URL },
    filesDir: path.join(dataDir, 'files'),
    readyMinFreeBytes: vars.SILLAGE_READY_MIN_FREE_MB * 1024 * 1024,
    sessionSecret: vars.SESSION_SECRET,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.SILLAGE_MAIL_FROM,
    appName: vars.SILLAGE_APP_NAME,
    institution: {
      ...(vars.SILLAGE_INSTITUTION_NAME === undefined
        ? {}
        : { name: vars.SILLAGE_INSTITUTION_NAME }),
      ...(vars.SILLAGE_INSTITUTION_ID === undefined ? {} : { id: vars.SILLAGE_INSTITUTION_ID }),
    },
    bootstrapAdmin:
      vars.SILLAGE_ADMIN_EMAIL !== undefined && vars.SILLAGE_ADMIN_PASSWORD !== undefined
        ? { email: vars.SILLAGE_ADMIN_EMAIL, password: vars.SILLAGE_ADMIN_PASSWORD }
        : undefined,
    openRegistration: vars.SILLAGE_OPEN_REGISTRATION,
    demo: vars.SILLAGE_DEMO,
    feedbackRecipients: vars.SILLAGE_FEEDBACK_RECIPIENTS,
    publicUrl: vars.SILLAGE_PUBLIC_URL?.replace(/\/+$/, ''),
    mailLinks: {
      publicUrl: vars.SILLAGE_PUBLIC_URL?.replace(/\/+$/, ''),
      allowedHosts: vars.SILLAGE_ALLOWED_HOSTS,
      fallback: listenBaseUrl(vars.HOST, vars.PORT),
      listenPort: vars.PORT,
    },
    webDist: resolve(vars.SILLAGE_WEB_DIST ?? path.join(options.repoRoot, 'apps/web/dist')),
    predefinedSettingsFile: fromResources(
      vars.SILLAGE_PREDEFINED_SETTINGS,
      'predefined-settings.json',
    ),
    countriesFile: fromResources(vars.SILLAGE_COUNTRIES, 'countries.json'),
    trustProxy: trustProxy ?? false,
    cookieSecure:
      vars.SILLAGE_COOKIE_SECURE === 'auto' ? 'auto' : vars.SILLAGE_COOKIE_SECURE === 'true',
    rememberSessionMs: vars.SILLAGE_SESSION_REMEMBER_DAYS * 24 * 3_600_000,
    idleSessionMs: vars.SILLAGE_SESSION_IDLE_HOURS * 3_600_000,
    authRateLimitPerMinute: vars.SILLAGE_AUTH_RATE_LIMIT,
    socketsPerAddress: vars.SILLAGE_WS_PER_ADDRESS,
    anonymousJobs: {
      enabled: vars.SILLAGE_ANONYMOUS_JOBS,
      perMinute: vars.SILLAGE_ANONYMOUS_JOBS_PER_MINUTE,
    },
    corsOrigins: vars.SILLAGE_CORS_ORIGINS,
    logLevel: vars.LOG_LEVEL,
    jobs: readJobsConfig(vars, resolve, resourceFiles, dataDir),
    catalogs: {
      resourcesDir,
      appDir: resolve(vars.SILLAGE_APP_DIR ?? options.repoRoot),
      repositoryUrl: vars.SILLAGE_REPOSITORY_URL,
      updateCommands: {
        install: vars.SILLAGE_UPDATE_INSTALL_COMMAND.split(/\s+/),
        build: vars.SILLAGE_UPDATE_BUILD_COMMAND.split(/\s+/),
      },
      gitCacheMs: vars.SILLAGE_GIT_STATUS_CACHE_MINUTES * 60_000,
      pkbUploadDir: path.join(dataDir, 'pkb'),
      pkbSyncConcurrency: vars.SILLAGE_PKB_SYNC_CONCURRENCY,
      pkbSyncOnStart: vars.SILLAGE_PKB_SYNC_ON_START,
      platformsCatalog: {
        defaultDir: defaultPlatformsPackDir(dataDir),
        fetch: vars.SILLAGE_PLATFORMS_FETCH,
        repositoryUrl: resolveRepository(
          vars.SILLAGE_PLATFORMS_REPOSITORY_URL ?? DEFAULT_PLATFORMS_REPOSITORY_URL,
          resolve,
        ),
        branch: vars.SILLAGE_PLATFORMS_BRANCH ?? 'master',
      },
      satellites: readSatellites(vars, resolve, dataDir),
    },
  };
}

/** The satellite packs to fetch into the data folder: those whose folder variable is unset. */
function readSatellites(
  vars: z.infer<typeof EnvSchema>,
  resolve: (value: string) => string,
  dataDir: string,
): CatalogsConfig['satellites'] {
  const satellite = (
    name: SatellitePackName,
    fetch: boolean,
    url: string | undefined,
    branch: string | undefined,
  ): PlatformsCatalogConfig => ({
    defaultDir: defaultSatellitePackDir(dataDir, name),
    fetch,
    repositoryUrl: resolveRepository(url ?? DEFAULT_SATELLITE_REPOSITORY_URLS[name], resolve),
    branch: branch ?? 'master',
  });
  return {
    ...(vars.SILLAGE_EXCLUSIONS_DIR === undefined
      ? {
          exclusions: satellite(
            'exclusions',
            vars.SILLAGE_EXCLUSIONS_FETCH,
            vars.SILLAGE_EXCLUSIONS_REPOSITORY_URL,
            vars.SILLAGE_EXCLUSIONS_BRANCH,
          ),
        }
      : {}),
    ...(vars.SILLAGE_RESOURCES_DIR === undefined
      ? {
          resources: satellite(
            'resources',
            vars.SILLAGE_RESOURCES_FETCH,
            vars.SILLAGE_RESOURCES_REPOSITORY_URL,
            vars.SILLAGE_RESOURCES_BRANCH,
          ),
        }
      : {}),
  };
}

/**
 * The files and folders the environment names, each with its variable, for the start-up check
 * (checkConfiguredPaths): a mistyped path stops the start with its variable named, instead of a
 * stack trace later or a feature silently off. Defaults are left out: a missing default (no
 * built web app, no fetched catalog yet) is a normal state the api reports itself.
 */
export function listConfiguredPaths(
  config: ApiConfig,
  env: NodeJS.ProcessEnv = process.env,
): ConfiguredPath[] {
  const isSet = (name: string) => (env[name] ?? '').trim() !== '';
  const resources = config.jobs.resources;
  const paths: ConfiguredPath[] = [
    ...resources.platformPacks.map((item) => ({
      variable: 'SILLAGE_PLATFORM_PACKS',
      path: item,
      kind: 'folder' as const,
    })),
    ...resources.pkbDirs.map((item) => ({
      variable: 'SILLAGE_PKB_DIRS',
      path: item,
      kind: 'folder' as const,
    })),
    ...config.jobs.platformVerification.tables.map((item) => ({
      variable: 'SILLAGE_PLATFORM_VERIFY_TABLES',
      path: item,
      kind: 'folder' as const,
    })),
    ...config.jobs.platformVerification.logs.map((item) => ({
      variable: 'SILLAGE_PLATFORM_VERIFY_LOGS',
      path: item,
      kind: 'file-or-folder' as const,
    })),
  ];
  const single = (variable: string, value: string | undefined, kind: ConfiguredPath['kind']) => {
    if (value !== undefined && isSet(variable)) {
      paths.push({ variable, path: value, kind });
    }
  };
  single('SILLAGE_EXCLUSIONS_DIR', resources.exclusionsDir, 'folder');
  single('SILLAGE_FIELDS_FILE', resources.fieldsFile, 'file');
  single('SILLAGE_WEB_DIST', config.webDist, 'folder');
  single('SILLAGE_PREDEFINED_SETTINGS', config.predefinedSettingsFile, 'file');
  single('SILLAGE_COUNTRIES', config.countriesFile, 'file');
  single('SILLAGE_RESOURCES_DIR', config.catalogs.resourcesDir, 'folder');
  single('SILLAGE_APP_DIR', config.catalogs.appDir, 'folder');
  return paths;
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] | undefined {
  if (value === undefined || ['false', '0', 'no', 'off'].includes(value)) {
    return false;
  }
  if (['true', 'yes', 'on'].includes(value)) {
    return true;
  }
  if (/^\d+$/.test(value)) {
    return Number(value);
  }
  const addresses = value.split(',').map((item) => item.trim());
  return addresses.every((item) => /^[\d.:a-fA-F/]+$/.test(item)) ? addresses : undefined;
}

/** The COUNTER-Robots and on-campus files, checked now so a bad one stops the start-up. */
function readResourceFiles(
  vars: z.infer<typeof EnvSchema>,
  resolve: (value: string) => string,
  problems: string[],
): Pick<JobsConfig['resources'], 'counterRobotsFile' | 'onCampusRanges'> {
  const files: Pick<JobsConfig['resources'], 'counterRobotsFile' | 'onCampusRanges'> = {};
  if (vars.SILLAGE_COUNTER_ROBOTS !== undefined) {
    const file = resolve(vars.SILLAGE_COUNTER_ROBOTS);
    try {
      checkCounterRobotsFile(file);
      files.counterRobotsFile = file;
    } catch (error) {
      problems.push(`SILLAGE_COUNTER_ROBOTS: ${(error as Error).message}`);
    }
  }
  if (vars.SILLAGE_ON_CAMPUS_RANGES !== undefined) {
    try {
      files.onCampusRanges = loadOnCampusRangesFile(resolve(vars.SILLAGE_ON_CAMPUS_RANGES));
    } catch (error) {
      problems.push(`SILLAGE_ON_CAMPUS_RANGES: ${(error as Error).message}`);
    }
  }
  return files;
}

function readJobsConfig(
  vars: z.infer<typeof EnvSchema>,
  resolve: (value: string) => string,
  resourceFiles: Pick<JobsConfig['resources'], 'counterRobotsFile' | 'onCampusRanges'>,
  dataDir: string,
): JobsConfig {
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '')
      .map(resolve);
  const embedded = vars.SILLAGE_EMBEDDED_WORKER;
  return {
    embeddedWorker:
      embedded === undefined || embedded === ''
        ? vars.DATABASE_URL === undefined
        : ['true', '1', 'yes', 'on'].includes(embedded),
    defaultHeaders: vars.SILLAGE_DEFAULT_HEADERS,
    concurrency: vars.SILLAGE_WORKER_CONCURRENCY,
    maxUploadBytes: vars.SILLAGE_MAX_UPLOAD_MB * 1024 * 1024,
    retentionMs: vars.SILLAGE_JOB_RETENTION_HOURS * 3_600_000,
    keepAliveMs: vars.SILLAGE_JOB_KEEPALIVE_SECONDS * 1000,
    inputChunkDelayMs: vars.SILLAGE_JOB_CHUNK_DELAY_MS,
    timing: {
      heartbeatMs: vars.SILLAGE_HEARTBEAT_MS,
      staleAfterMs: vars.SILLAGE_STALE_AFTER_MS,
      staleCheckMs: vars.SILLAGE_STALE_CHECK_MS,
      uploadHeartbeatMs: uploadHeartbeatFor(vars.SILLAGE_STALE_AFTER_MS),
    },
    resources: {
      platformPacks: list(vars.SILLAGE_PLATFORM_PACKS),
      platformPackWins: ['true', '1', 'yes', 'on'].includes(vars.SILLAGE_PLATFORM_PACK_WINS ?? ''),
      ...(vars.SILLAGE_RECOGNITION_THREADS === undefined
        ? {}
        : { recognitionThreads: vars.SILLAGE_RECOGNITION_THREADS }),
      platformVerdictsDir: path.join(dataDir, VERDICTS_FOLDER),
      pkbDirs: list(vars.SILLAGE_PKB_DIRS),
      ...(vars.SILLAGE_EXCLUSIONS_DIR === undefined
        ? {}
        : { exclusionsDir: resolve(vars.SILLAGE_EXCLUSIONS_DIR) }),
      ...(vars.SILLAGE_FIELDS_FILE === undefined
        ? {}
        : { fieldsFile: resolve(vars.SILLAGE_FIELDS_FILE) }),
      ...resourceFiles,
      maxInflatedBytes: vars.SILLAGE_MAX_INFLATED_MB * 1024 * 1024,
      heldEventsDir: path.join(dataDir, 'files'),
      enrichers: {
        baseUrls: parseEnricherUrls(vars.SILLAGE_ENRICHER_URLS),
        ...(vars.SILLAGE_ENRICHER_USER_AGENT === undefined
          ? {}
          : { userAgent: vars.SILLAGE_ENRICHER_USER_AGENT }),
        ...enricherIdentityOf(vars.SILLAGE_ENRICHER_CONTACT, vars.SILLAGE_PUBLIC_URL),
      },
    },
    platformVerification: {
      tables: list(vars.SILLAGE_PLATFORM_VERIFY_TABLES),
      logs: list(vars.SILLAGE_PLATFORM_VERIFY_LOGS),
    },
    ezmesure: [
      ...(vars.SILLAGE_EZMESURE_URL === undefined
        ? []
        : [
            {
              id: 'default',
              label: vars.SILLAGE_EZMESURE_LABEL ?? new URL(vars.SILLAGE_EZMESURE_URL).host,
              url: vars.SILLAGE_EZMESURE_URL.replace(/\/+$/, ''),
              token: vars.SILLAGE_EZMESURE_TOKEN,
            },
          ]),
      ...vars.SILLAGE_EZMESURE_INSTANCES.map((instance) => ({
        id: instance.id,
        label: instance.label,
        url: instance.url.replace(/\/+$/, ''),
        token: instance.token,
      })),
    ],
  };
}
