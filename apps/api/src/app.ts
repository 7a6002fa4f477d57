import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createRateLimitsRepository, type AppDatabase } from '@sillage/db';
import type { JobEventBus, JobProcessor } from '@sillage/jobs';
import { describeMailSenderProblem } from '@sillage/mail';
import { chooseExclusionsDir, loadRidCodes } from '@sillage/pipeline';
import type { VerificationRun, VerificationThreadOptions } from '@sillage/platforms';
import type { ApiConfig } from './config.js';
import { appUpdateRoutes } from './modules/admin/app-update.routes.js';
import { spawnCommand, type CommandRunner } from './modules/admin/command-runner.js';
import { restartRoutes } from './modules/admin/restart.routes.js';
import { castorPlugin } from './modules/castor/castor.plugin.js';
import { pkbUploadRoutes } from './modules/castor/pkb-upload.routes.js';
import {
  validateExclusionsPack,
  validatePlatformsPack,
  validateResourcesPack,
} from './modules/packs/pack-validation.js';
import { packsRoutes, type PacksRoutesOptions } from './modules/packs/packs.routes.js';
import { middlewaresRoutes } from './modules/middlewares/middlewares.routes.js';
import { ezmesureRoutes } from './modules/ezmesure/ezmesure.routes.js';
import { jobDashboardRoutes } from './modules/job-dashboard/job-dashboard.routes.js';
import { jobFilesRoutes } from './modules/job-files/job-files.routes.js';
import { createAnonymousJobLimiter } from './modules/jobs/anonymous-jobs.js';
import { jobCorsPlugin } from './modules/jobs/job-cors.plugin.js';
import { jobRuntimePlugin, type JobTimings } from './modules/jobs/job-runtime.plugin.js';
import { jobsRoutes } from './modules/jobs/jobs.routes.js';
import { myJobsRoutes } from './modules/jobs/my-jobs.routes.js';
import { PUT_ALIAS_ROUTES, uploadRoutes } from './modules/jobs/upload.routes.js';
import { liveEventsPlugin } from './modules/live-events/live-events.plugin.js';
import { platformVerificationPlugin } from './modules/platform-verdicts/platform-verification.plugin.js';
import { createPlatformList } from './modules/platforms-info/platform-list.js';
import { platformsInfoRoutes } from './modules/platforms-info/platforms-info.routes.js';
import type { PackReadyCause } from './modules/platforms-catalog/platforms-catalog.js';
import { platformsCatalogPlugin } from './modules/platforms-catalog/platforms-catalog.plugin.js';
import { satellitePacksPlugin } from './modules/satellite-packs/satellite-packs.plugin.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { gracefulClosePlugin } from './plugins/graceful-close.plugin.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { formatRoutes } from './modules/format/format.routes.js';
import { loadCountries } from './modules/info/countries.js';
import { openResourceFile } from './modules/info/reloading-file.js';
import { countriesRoutes } from './modules/info/countries.routes.js';
import { loadPredefinedSettings } from './modules/info/predefined-settings.js';
import { settingsRoutes } from './modules/info/settings.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { appInfoRoutes } from './modules/info/app-info.routes.js';
import { protocolInfoRoutes } from './modules/info/protocol-info.routes.js';
import { readRepositoryUrl } from './modules/info/repository-url.js';
import { passwordsRoutes } from './modules/users/passwords.routes.js';
import { profileRoutes } from './modules/users/profile.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { ensureBootstrapAdmin } from './modules/users/users.service.js';
import { createSharedRateLimitStore } from './modules/auth/shared-rate-limit-store.js';
import { authPlugin } from './plugins/auth.plugin.js';
import { csrfPlugin } from './plugins/csrf.plugin.js';
import { databasePlugin } from './plugins/database.plugin.js';
import { serializeRequest } from './http/log-serializers.js';
import { createClientErrorHandler } from './http/client-error.js';
import { REQUEST_ID_HEADER, requestIdOf } from './http/request-id.js';
import { errorHandlerPlugin, sendFrameworkError } from './plugins/error-handler.plugin.js';
import { backgroundTasksPlugin } from './plugins/background-tasks.plugin.js';
import { mailPlugin } from './plugins/mail.plugin.js';
import { openapiPlugin } from './plugins/openapi.plugin.js';
import { routeTablePlugin } from './plugins/route-table.plugin.js';
import { securityPlugin } from './plugins/security.plugin.js';
import { sessionPlugin } from './plugins/session.plugin.js';
import { staticWebPlugin } from './plugins/static-web.plugin.js';
import { jobIdCasePlugin } from './plugins/job-id-case.plugin.js';
import { versionHeaderPlugin } from './plugins/version-header.plugin.js';
import { expectContinuePlugin } from './plugins/expect-continue.plugin.js';
import {
  createDatabaseJobActivity,
  createDatabaseJobReportSource,
  type JobActivity,
  type JobReportSource,
} from './ports/job-ports.js';
import { resolveSessionSecret } from './session-secret.js';
import { RESTART_EXIT_CODE } from './supervisor/supervise.js';

/** What the process hands the app besides the configuration; tests replace some of it. */
export interface AppDependencies {
  /** Product version, sent as `Sillage-Version` and by `/api/info/app`. */
  version?: string;
  /** An open database to use instead of opening `config.database` (the caller closes it). */
  database?: AppDatabase;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Clock, for uptime and token expiry. */
  now?: () => Date;
  /**
   * Called after `POST /api/admin/restart` has answered. Default: close the app, then exit the
   * process with status 75 so its supervisor (the `npm start` launcher, compose, systemd) starts
   * it again.
   */
  requestRestart?: () => void;
  /** Where feedback reads job reports; default: the `jobs.report` column. */
  jobReports?: JobReportSource;
  /** Runs the git and npm steps of an application update; default: spawn the programs. */
  commandRunner?: CommandRunner;
  /** How the restart route counts running jobs; default: `running` rows of `jobs`. */
  jobActivity?: JobActivity;
  /** Job processing replaced in tests: the embedded worker's processor, the event bus, timings. */
  jobs?: { processor?: JobProcessor; bus?: JobEventBus; timing?: JobTimings };
  /** How long requests still running at close may take (default CLOSE_GRACE_MS; tests shorten it). */
  closeGraceMs?: number;
  /** Told when a platforms pack version is in place (fetched, updated or found at start). */
  onPlatformsPackReady?: (dir: string, cause: PackReadyCause) => void;
  /** Runs the differential check of a pack version; default: on its own thread. */
  startPlatformVerification?: (options: VerificationThreadOptions) => VerificationRun;
}

/** Builds the API without listening, so tests and main.ts share one boot order. */
export async function buildApp(
  config: ApiConfig,
  dependencies: AppDependencies = {},
): Promise<FastifyInstance> {
  const version = dependencies.version ?? '0.0.0';
  const now = dependencies.now ?? (() => new Date());
  const startedAtMs = now().getTime();

  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      ...(dependencies.logStream === undefined ? {} : { stream: dependencies.logStream }),
    },
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Uploads of big logs take long; the jobs module sets its own limits per route.
    requestTimeout: 0,
    genReqId: requestIdOf,
    // Migrations of a big database may take longer than Fastify's 10 s; a database that does
    // not answer fails on its own connect timeout (CONNECT_TIMEOUT_MS) well before this.
    pluginTimeout: 120_000,
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: createClientErrorHandler(version),
  }).withTypeProvider<ZodTypeProvider>();
  // The id of the log lines, for whoever reports a failed request (raw answers copy it too).
  app.addHook('onRequest', (request, reply, next) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    next();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Resource files are read now, so a bad one stops the start-up, and again when they change (a
  // resources pack update); a bad new version is logged and the previous one stays in force.
  // The resources pack the api fetches (no SILLAGE_RESOURCES_DIR): a bad file there is logged
  // and the built-in values serve, as a later bad version of it would be.
  const isPackFetched = config.catalogs.satellites.resources !== undefined;
  const resourceFile = <T>(
    configured: string | undefined,
    name: string,
    variable: string,
    load: (file: string | undefined) => Promise<T>,
  ) =>
    openResourceFile({
      configured,
      resourcesDir: config.catalogs.resourcesDir,
      name,
      // A bad file names the setting that chose it: its own variable, the resources pack's, or
      // none for the pack the api fetched.
      load: async (file) => {
        try {
          return await load(file);
        } catch (error) {
          const origin =
            file === configured && !file?.startsWith(config.catalogs.resourcesDir + path.sep)
              ? variable
              : isPackFetched
                ? 'the resources pack fetched into the data folder'
                : 'SILLAGE_RESOURCES_DIR';
          throw new Error(`${origin}: ${(error as Error).message}`, { cause: error });
        }
      },
      isPackFetched,
      onError: (error) => {
        app.log.error({ err: error }, `${name}: the file is not used`);
      },
    });
  const predefinedSettings = await resourceFile(
    config.predefinedSettingsFile,
    'predefined-settings.json',
    'SILLAGE_PREDEFINED_SETTINGS',
    loadPredefinedSettings,
  );
  const countries = await resourceFile(
    config.countriesFile,
    'countries.json',
    'SILLAGE_COUNTRIES',
    loadCountries,
  );
  // Read by every job: a file that is not valid JSON failed each one with the same 500. Refused
  // at start instead, as the files above are.
  await loadRidCodes(config.jobs.resources.fieldsFile).catch((error: unknown) => {
    throw new Error(`SILLAGE_FIELDS_FILE: ${(error as Error).message}`, { cause: error });
  });

  // Infrastructure first: modules rely on these hooks and decorators.
  await app.register(routeTablePlugin);
  await app.register(versionHeaderPlugin, { version });
  await app.register(expectContinuePlugin);
  await app.register(jobIdCasePlugin);
  await app.register(gracefulClosePlugin, { graceMs: dependencies.closeGraceMs });
  await app.register(errorHandlerPlugin);
  // Only on the routes that ask for it (COMPRESSED_ANSWER), and never on request bodies: job
  // uploads read their own Content-Encoding (ADR 0129).
  await app.register(fastifyCompress, { global: false });
  await app.register(securityPlugin, {
    connectSources: config.jobs.ezmesure.map((target) => new URL(target.url).origin),
  });
  await app.register(csrfPlugin, {
    publicUrl: config.publicUrl,
    jobRouteOrigins: config.corsOrigins,
  });
  await app.register(jobCorsPlugin, { origins: config.corsOrigins });
  await app.register(databasePlugin, { options: config.database, database: dependencies.database });
  // Login, reset and feedback limits are counted in the database, shared by every api process.
  await app.register(rateLimit, {
    global: false,
    store: createSharedRateLimitStore(createRateLimitsRepository(app.database.db), now),
  });
  await app.register(sessionPlugin, {
    secret: await resolveSessionSecret(config.sessionSecret, config.dataDir),
    cookieSecure: config.cookieSecure,
    idleSessionMs: config.idleSessionMs,
    now,
  });
  await app.register(authPlugin, { failuresPerMinute: config.authRateLimitPerMinute, now });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const { mailLinks } = config;
  if (
    app.mailer.isConfigured &&
    mailLinks.publicUrl === undefined &&
    mailLinks.allowedHosts.length === 0
  ) {
    // Right on one machine, broken behind a proxy or in a container: say it before a mail goes.
    app.log.warn(
      { links: mailLinks.fallback },
      `mailed links (password reset, job reports) point at ${mailLinks.fallback}: set SILLAGE_PUBLIC_URL (or SILLAGE_ALLOWED_HOSTS) to the address users open`,
    );
  }
  const senderProblem = app.mailer.isConfigured
    ? describeMailSenderProblem(config.mailFrom)
    : undefined;
  if (senderProblem !== undefined) {
    app.log.warn(senderProblem);
  }
  await app.register(backgroundTasksPlugin);
  await app.register(openapiPlugin, { version });

  if (config.bootstrapAdmin !== undefined) {
    if (await ensureBootstrapAdmin(app.database, config.bootstrapAdmin)) {
      app.log.info({ email: config.bootstrapAdmin.email }, 'created the start-up admin account');
    }
  }

  // Feature modules: the complete list of what the API exposes.
  const rateLimited = { authRateLimitPerMinute: config.authRateLimitPerMinute };
  await app.register(healthRoutes, {
    prefix: '/api',
    filesDir: config.filesDir,
    minFreeBytes: config.readyMinFreeBytes,
  });
  await app.register(appInfoRoutes, {
    prefix: '/api',
    version,
    demo: config.demo,
    registrationOpen: config.openRegistration,
    institution: config.institution,
    isMailConfigured: app.mailer.isConfigured,
    // The same test as the feedback routes make before answering 501.
    isFeedbackConfigured: app.mailer.isConfigured && config.feedbackRecipients.length > 0,
    repositoryUrl: await readRepositoryUrl(config.catalogs.appDir, config.catalogs.repositoryUrl),
    startedAtMs,
    now,
  });
  await app.register(protocolInfoRoutes, {
    prefix: '/api',
    version,
    fieldsFile: config.jobs.resources.fieldsFile,
    platformPacks: config.jobs.resources.platformPacks,
    exclusionsDir: () =>
      chooseExclusionsDir(
        config.jobs.resources.exclusionsDir,
        config.catalogs.satellites.exclusions?.defaultDir,
      ),
  });
  await app.register(authRoutes, {
    prefix: '/api',
    now,
    rememberSessionMs: config.rememberSessionMs,
    ...rateLimited,
  });
  await app.register(usersRoutes, {
    prefix: '/api',
    openRegistration: config.openRegistration,
    ...rateLimited,
  });
  await app.register(passwordsRoutes, {
    prefix: '/api',
    mailLinks: config.mailLinks,
    appName: config.appName,
    now,
    ...rateLimited,
  });
  await app.register(profileRoutes, { prefix: '/api', now, ...rateLimited });
  await app.register(settingsRoutes, { prefix: '/api', predefinedSettings });
  await app.register(countriesRoutes, { prefix: '/api', countries });
  await app.register(formatRoutes, { prefix: '/api' });
  await app.register(feedbackRoutes, {
    prefix: '/api',
    recipients: config.feedbackRecipients,
    appName: config.appName,
    version,
    publicUrl: config.publicUrl,
    jobReports: dependencies.jobReports ?? createDatabaseJobReportSource(app.repositories.jobs),
    ...rateLimited,
  });
  const jobActivity = dependencies.jobActivity ?? createDatabaseJobActivity(app.repositories.jobs);
  const requestRestart =
    dependencies.requestRestart ??
    (() => {
      void app.close().finally(() => process.exit(RESTART_EXIT_CODE));
    });
  await app.register(restartRoutes, { prefix: '/api', jobActivity, requestRestart });

  await app.register(jobRuntimePlugin, {
    config,
    version,
    predefinedSettings,
    ownsDatabase: dependencies.database === undefined,
    ...dependencies.jobs,
  });
  await app.register(liveEventsPlugin, {
    socketsPerAddress: config.socketsPerAddress,
    now,
  });
  await app.register(castorPlugin, {
    pkbDirs: config.jobs.resources.pkbDirs,
    platformPacks: config.jobs.resources.platformPacks,
    defaultPlatformsPack: config.catalogs.platformsCatalog.defaultDir,
    uploadDir: config.catalogs.pkbUploadDir,
    concurrency: config.catalogs.pkbSyncConcurrency,
    syncOnStart: config.catalogs.pkbSyncOnStart,
  });
  const { platformsCatalog } = config.catalogs;
  const [configuredPlatformsPack] = config.jobs.resources.platformPacks;
  // Which native platforms equal the pack jobs load: checked in the background whenever a pack
  // version is in place (found at start, fetched, updated); jobs read the cached verdicts.
  await app.register(platformVerificationPlugin, {
    packs:
      configuredPlatformsPack === undefined
        ? [platformsCatalog.defaultDir]
        : config.jobs.resources.platformPacks,
    verdictsDir: config.jobs.resources.platformVerdictsDir,
    ...config.jobs.platformVerification,
    verifyOnStart: false,
    now,
    ...(dependencies.startPlatformVerification === undefined
      ? {}
      : { start: dependencies.startPlatformVerification }),
  });
  await app.register(platformsCatalogPlugin, {
    dir: configuredPlatformsPack ?? platformsCatalog.defaultDir,
    origin: configuredPlatformsPack === undefined ? 'default' : 'configured',
    fetch: platformsCatalog.fetch,
    repositoryUrl: platformsCatalog.repositoryUrl,
    branch: platformsCatalog.branch,
    onPackReady: (dir, cause) => {
      // The same copy feeds the knowledge base: nothing is downloaded twice. (A pack found at
      // start is in the start-up sync already.)
      if (cause !== 'found') {
        void app.syncKnowledgeBase();
      }
      // The differential check of this pack version (skipped when its verdicts are cached); jobs
      // reload the pack, and then the verdicts, by themselves (folder stamp).
      void app.platformVerification.verifyPlatformPack();
      dependencies.onPlatformsPackReady?.(dir, cause);
    },
  });
  // One list for `GET /api/info/platforms` and the KBART uploads it may take.
  const listPlatforms = createPlatformList({
    ...config.jobs.resources,
    defaultPlatformsPack: config.catalogs.platformsCatalog.defaultDir,
    pkbUploadDir: config.catalogs.pkbUploadDir,
    currentReport: () => app.platformVerification.currentReport(),
  });
  await app.register(pkbUploadRoutes, {
    prefix: '/api',
    uploadDir: config.catalogs.pkbUploadDir,
    listPlatforms,
  });
  await app.register(middlewaresRoutes, { prefix: '/api' });
  await app.register(appUpdateRoutes, {
    prefix: '/api',
    appDir: config.catalogs.appDir,
    run: dependencies.commandRunner ?? spawnCommand,
    commands: config.catalogs.updateCommands,
    jobActivity,
    requestRestart,
  });
  await app.register(satellitePacksPlugin, { satellites: config.catalogs.satellites });
  await app.register(packsRoutes, {
    prefix: '/api',
    fetchState: async (name) =>
      name === 'exclusions' || name === 'resources' ? app.satellitePacks.status(name) : undefined,
    gitCacheMs: config.catalogs.gitCacheMs,
    packs: configuredPacks(config),
    appDir: config.catalogs.appDir,
    onUpdated: (name) => {
      // Its state shows the new version, and its knowledge-base files (`<platform>/pkb/`) are
      // synced again; jobs pick the new folder up by themselves.
      if (name === 'platforms') {
        void app.platformsCatalog.updated();
      }
    },
  });
  const anonymousJobs = config.anonymousJobs.enabled;
  await app.register(uploadRoutes, {
    publicUrl: config.publicUrl,
    mailLinks: config.mailLinks,
    maxUploadBytes: config.jobs.maxUploadBytes,
    keepAliveMs: config.jobs.keepAliveMs,
    uploadHeartbeatMs:
      dependencies.jobs?.timing?.uploadHeartbeatMs ?? config.jobs.timing.uploadHeartbeatMs,
    anonymousJobs: anonymousJobs
      ? createAnonymousJobLimiter(
          createRateLimitsRepository(app.database.db),
          config.anonymousJobs.perMinute,
          now,
        )
      : undefined,
  });
  await app.register(jobsRoutes, { anonymousJobs });
  await app.register(myJobsRoutes, { retentionMs: config.jobs.retentionMs });
  const jobFiles = { anonymousJobs, appName: config.appName };
  await app.register(jobFilesRoutes, { prefix: '/api/logs', ...jobFiles });
  await app.register(jobFilesRoutes, jobFiles);
  await app.register(jobDashboardRoutes, { prefix: '/api' });
  await app.register(platformsInfoRoutes, { prefix: '/api', listPlatforms });
  await app.register(ezmesureRoutes, { prefix: '/api', targets: config.jobs.ezmesure });

  // Last: the web app and the answer for everything no route matched.
  await app.register(staticWebPlugin, {
    webDist: config.webDist,
    methodAliases: PUT_ALIAS_ROUTES,
  });

  return app;
}

/** The packs of this instance that the admin pages show and update, with their validation. */
function configuredPacks(config: ApiConfig): PacksRoutesOptions['packs'] {
  // Without SILLAGE_PLATFORM_PACKS, the community catalog fetched into the data folder.
  const platforms =
    config.jobs.resources.platformPacks[0] ?? config.catalogs.platformsCatalog.defaultDir;
  // Without SILLAGE_EXCLUSIONS_DIR and SILLAGE_RESOURCES_DIR, the copies fetched beside it.
  const exclusions =
    config.jobs.resources.exclusionsDir ?? config.catalogs.satellites.exclusions?.defaultDir;
  return {
    platforms: { dir: platforms, validate: validatePlatformsPack },
    ...(exclusions === undefined
      ? {}
      : { exclusions: { dir: exclusions, validate: validateExclusionsPack } }),
    resources: { dir: config.catalogs.resourcesDir, validate: validateResourcesPack },
  };
}

/** Trusts the `hops` proxies closest to the server (fastify's typings lack the numeric form). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
