import path from 'node:path';
import {
  checkCounterRobotsFile,
  defaultPlatformsPackDir,
  defaultSatellitePackDir,
  loadOnCampusRangesFile,
  enricherIdentityOf,
  parseEnricherContact,
  parseEnricherUrls,
  type NetworkEnricherName,
  type OnCampusRange,
} from '@sillage/pipeline';
import { checkHeartbeat, withoutEmptyValues, type ConfiguredPath } from '@sillage/jobs';
import { VERDICTS_FOLDER } from '@sillage/platforms';
import { z } from 'zod';

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  );

const EnvSchema = z.object({
  /** Postgres the api uses too. Required: a separate worker cannot share an embedded database. */
  DATABASE_URL: z.url({
    protocol: /^postgres(ql)?$/,
    message: 'must be a URL (postgres://user:password@host:5432/name)',
  }),
  /** Folder shared with the api where job files live (`<dir>/files/jobs/<id>`). */
  SILLAGE_DATA_DIR: z.string().min(1).default('./data'),
  /** How many jobs this process runs at once. */
  SILLAGE_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Outgoing mail server for job-finished notifications (as the api). Unset = no mail. */
  SMTP_URL: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === '' || /^smtps?:\/\//.test(value), {
      message: 'must be a URL (smtp://host:port or smtps://host:port)',
    }),
  /** Sender of the notification mails. */
  SILLAGE_MAIL_FROM: z.string().min(3).default('Sillage <noreply@localhost>'),
  /** Product name in mail subjects. */
  SILLAGE_APP_NAME: z.string().min(1).default('Sillage'),
  /** Public base URL of the instance, for the URLs written into reports. */
  SILLAGE_PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be a URL (http(s)://host[:port][/path])' })
    .optional(),
  /**
   * Comma-separated parser packs, knowledge-base folders; exclusion lists; fields.json. Without
   * packs, the community catalog the api fetched into `<SILLAGE_DATA_DIR>/packs/platforms`.
   */
  SILLAGE_PLATFORM_PACKS: list,
  /** `true`: every pack platform serves from its parser.js, ignoring native verdicts. */
  SILLAGE_PLATFORM_PACK_WINS: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
    .optional(),
  /** Threads running pack parsers; default the cores but one (1–4), `0` = on the job's thread. */
  SILLAGE_RECOGNITION_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  SILLAGE_PKB_DIRS: list,
  SILLAGE_EXCLUSIONS_DIR: z.string().optional(),
  /** The resources pack, as the api's (its COUNTER-Robots list serves COUNTER mode by default). */
  SILLAGE_RESOURCES_DIR: z.string().optional(),
  SILLAGE_FIELDS_FILE: z.string().optional(),
  /** COUNTER-Robots list (JSON) used instead of isbot; on-campus ranges file (JSON), as the api. */
  SILLAGE_COUNTER_ROBOTS: z.string().optional(),
  SILLAGE_ON_CAMPUS_RANGES: z.string().optional(),
  /** Roots of the network enrichers' services, `crossref=http://…,hal=…`; unset = public APIs. */
  SILLAGE_ENRICHER_URLS: z
    .string()
    .optional()
    .superRefine((value, context) => {
      try {
        parseEnricherUrls(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  /** `User-Agent` sent to the enrichers' services; default built as the api builds it. */
  SILLAGE_ENRICHER_USER_AGENT: z.string().optional(),
  /** E-mail address in the enrichers' default `User-Agent` (Crossref's polite pool). */
  SILLAGE_ENRICHER_CONTACT: z
    .string()
    .optional()
    .superRefine((value, context) => {
      try {
        parseEnricherContact(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  /** Most bytes one gzip input may expand to, in MiB (status 4002 beyond). Default `16384`. */
  SILLAGE_MAX_INFLATED_MB: z.coerce.number().int().min(1).default(16_384),
  /** Pause before each input chunk, in ms (demos and crash tests only). Default `0`. */
  SILLAGE_JOB_CHUNK_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /** Heartbeat period and the silence after which a job's worker is taken for dead, in ms. */
  SILLAGE_HEARTBEAT_MS: z.coerce.number().int().min(50).default(5_000),
  SILLAGE_STALE_AFTER_MS: z.coerce.number().int().min(100).default(60_000),
  SILLAGE_STALE_CHECK_MS: z.coerce.number().int().min(100).default(15_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Everything the worker process needs from its environment, validated once at start-up. */
export interface WorkerConfig {
  databaseUrl: string;
  dataDir: string;
  concurrency: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  publicUrl?: string;
  /** Job-finished notification mails; absent = none are sent. */
  mail?: { smtpUrl: string | undefined; from: string; appName: string };
  resources?: {
    platformPacks: string[];
    /**
     * The community catalog the api fetches into the shared data folder
     * (`<SILLAGE_DATA_DIR>/packs/platforms`), loaded when no pack is configured and it exists.
     */
    defaultPlatformsPack?: string;
    /** The exclusion lists the api fetches beside it, loaded when SILLAGE_EXCLUSIONS_DIR is unset. */
    defaultExclusionsDir?: string;
    /**
     * The resources pack (SILLAGE_RESOURCES_DIR, else the api's fetched copy): its COUNTER-Robots
     * list serves COUNTER mode when SILLAGE_COUNTER_ROBOTS is unset, as in the api.
     */
    resourcesDir?: string;
    platformPackWins: boolean;
    recognitionThreads?: number;
    /** The api's cached verdicts of the differential check, in the shared data folder. */
    platformVerdictsDir: string;
    pkbDirs: string[];
    exclusionsDir?: string;
    fieldsFile?: string;
    counterRobotsFile?: string;
    onCampusRanges?: OnCampusRange[];
    /** Absolute cap on one gzip input's decompressed bytes. */
    maxInflatedBytes?: number;
    /** Where double-click removal's held events wait on disk past those kept in memory. */
    heldEventsDir?: string;
    enrichers?: {
      baseUrls: Partial<Record<NetworkEnricherName, string>>;
      userAgent?: string;
      /** SILLAGE_ENRICHER_CONTACT and SILLAGE_PUBLIC_URL, for the default `User-Agent`. */
      contact?: string;
      siteUrl?: string;
    };
  };
  inputChunkDelayMs?: number;
  heartbeatIntervalMs?: number;
  staleAfterMs?: number;
  staleCheckIntervalMs?: number;
}

/** Parses the environment; throws one error listing every invalid or missing variable. */
export function loadWorkerConfig(
  env: Record<string, string | undefined> = process.env,
): WorkerConfig {
  const parsed = EnvSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid worker configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const resolve = (value: string) => path.resolve(value);
  const problems: string[] = [];
  const counterRobots = values.SILLAGE_COUNTER_ROBOTS?.trim()
    ? resolve(values.SILLAGE_COUNTER_ROBOTS.trim())
    : undefined;
  const onCampusFile = values.SILLAGE_ON_CAMPUS_RANGES?.trim()
    ? resolve(values.SILLAGE_ON_CAMPUS_RANGES.trim())
    : undefined;
  let onCampusRanges: OnCampusRange[] | undefined;
  try {
    if (counterRobots !== undefined) {
      checkCounterRobotsFile(counterRobots);
    }
  } catch (error) {
    problems.push(`  SILLAGE_COUNTER_ROBOTS: ${(error as Error).message}`);
  }
  try {
    onCampusRanges = onCampusFile === undefined ? undefined : loadOnCampusRangesFile(onCampusFile);
  } catch (error) {
    problems.push(`  SILLAGE_ON_CAMPUS_RANGES: ${(error as Error).message}`);
  }
  problems.push(
    ...checkHeartbeat(values.SILLAGE_HEARTBEAT_MS, values.SILLAGE_STALE_AFTER_MS).map(
      (problem) => `  ${problem}`,
    ),
  );
  if (problems.length > 0) {
    throw new Error(`Invalid worker configuration:\n${problems.join('\n')}`);
  }
  return {
    databaseUrl: values.DATABASE_URL,
    dataDir: values.SILLAGE_DATA_DIR,
    concurrency: values.SILLAGE_WORKER_CONCURRENCY,
    logLevel: values.LOG_LEVEL,
    ...(values.SILLAGE_PUBLIC_URL === undefined
      ? {}
      : { publicUrl: values.SILLAGE_PUBLIC_URL.replace(/\/+$/, '') }),
    mail: {
      smtpUrl: values.SMTP_URL === '' ? undefined : values.SMTP_URL,
      from: values.SILLAGE_MAIL_FROM,
      appName: values.SILLAGE_APP_NAME,
    },
    resources: {
      platformPacks: values.SILLAGE_PLATFORM_PACKS.map(resolve),
      defaultPlatformsPack: defaultPlatformsPackDir(resolve(values.SILLAGE_DATA_DIR)),
      defaultExclusionsDir: defaultSatellitePackDir(resolve(values.SILLAGE_DATA_DIR), 'exclusions'),
      resourcesDir:
        values.SILLAGE_RESOURCES_DIR === undefined
          ? defaultSatellitePackDir(resolve(values.SILLAGE_DATA_DIR), 'resources')
          : resolve(values.SILLAGE_RESOURCES_DIR),
      platformPackWins: ['true', '1', 'yes', 'on'].includes(
        values.SILLAGE_PLATFORM_PACK_WINS ?? '',
      ),
      ...(values.SILLAGE_RECOGNITION_THREADS === undefined
        ? {}
        : { recognitionThreads: values.SILLAGE_RECOGNITION_THREADS }),
      platformVerdictsDir: path.resolve(values.SILLAGE_DATA_DIR, VERDICTS_FOLDER),
      pkbDirs: values.SILLAGE_PKB_DIRS.map(resolve),
      ...(values.SILLAGE_EXCLUSIONS_DIR === undefined
        ? {}
        : { exclusionsDir: resolve(values.SILLAGE_EXCLUSIONS_DIR) }),
      ...(values.SILLAGE_FIELDS_FILE === undefined
        ? {}
        : { fieldsFile: resolve(values.SILLAGE_FIELDS_FILE) }),
      ...(counterRobots === undefined ? {} : { counterRobotsFile: counterRobots }),
      ...(onCampusRanges === undefined ? {} : { onCampusRanges }),
      maxInflatedBytes: values.SILLAGE_MAX_INFLATED_MB * 1024 * 1024,
      heldEventsDir: path.resolve(values.SILLAGE_DATA_DIR, 'files'),
      enrichers: {
        baseUrls: parseEnricherUrls(values.SILLAGE_ENRICHER_URLS),
        ...(values.SILLAGE_ENRICHER_USER_AGENT?.trim()
          ? { userAgent: values.SILLAGE_ENRICHER_USER_AGENT.trim() }
          : {}),
        ...enricherIdentityOf(values.SILLAGE_ENRICHER_CONTACT, values.SILLAGE_PUBLIC_URL),
      },
    },
    inputChunkDelayMs: values.SILLAGE_JOB_CHUNK_DELAY_MS,
    heartbeatIntervalMs: values.SILLAGE_HEARTBEAT_MS,
    staleAfterMs: values.SILLAGE_STALE_AFTER_MS,
    staleCheckIntervalMs: values.SILLAGE_STALE_CHECK_MS,
  };
}

/**
 * The files and folders the environment names, each with its variable, for the start-up check:
 * a mistyped path stops the worker with its variable named (the api does the same).
 */
export function listWorkerConfiguredPaths(config: WorkerConfig): ConfiguredPath[] {
  const resources = config.resources;
  if (resources === undefined) {
    return [];
  }
  const folders = (variable: string, items: string[]) =>
    items.map((item) => ({ variable, path: item, kind: 'folder' as const }));
  return [
    ...folders('SILLAGE_PLATFORM_PACKS', resources.platformPacks),
    ...folders('SILLAGE_PKB_DIRS', resources.pkbDirs),
    ...folders(
      'SILLAGE_EXCLUSIONS_DIR',
      resources.exclusionsDir === undefined ? [] : [resources.exclusionsDir],
    ),
    ...(resources.fieldsFile === undefined
      ? []
      : [{ variable: 'SILLAGE_FIELDS_FILE', path: resources.fieldsFile, kind: 'file' as const }]),
  ];
}
