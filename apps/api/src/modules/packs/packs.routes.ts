import type { FastifyBaseLogger } from 'fastify';
import { redactPaths } from '@sillage/jobs';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  ChangedFilesSchema,
  RepositoryNameSchema,
  RepositoryStatusSchema,
  RepositoryUpdateQuerySchema,
  RepositoryUpdateSchema,
  type RepositoryName,
  type SatelliteFetch,
} from '@sillage/shared-types';
import { HttpError, conflict, serviceUnavailable } from '../../errors/http-error.js';
import { refuseBody } from '../../http/refuse-body.js';
import { createGitAnswerCache } from './git-answer-cache.js';
import { GitError, tryGit } from './git-runner.js';
import { isPackUpdating, PackLocked, withPackLock } from './pack-lock.js';
import { PackUpdateRefused, updateWorkingCopy, type PackValidator } from './pack-update.js';
import { readChangedFiles, readRepositoryStatus } from './repository-status.js';

/** One pack the admin pages can update: its folder and how a new version is checked. */
export interface PackRepository {
  dir: string;
  validate: PackValidator;
}

export type PackName = Exclude<RepositoryName, 'app'>;

export interface PacksRoutesOptions {
  packs: Partial<Record<PackName, PackRepository>>;
  /** The application's working copy (status only here; its update has its own route). */
  appDir: string | undefined;
  /** Where the fetch of a default pack not in place yet stands (satellite packs). */
  fetchState?: (name: PackName) => Promise<SatelliteFetch | undefined>;
  /** After a pack was updated (re-sync the knowledge base…). */
  onUpdated: (name: PackName) => void;
  /**
   * How long a git answer given to a non-admin caller is kept (SILLAGE_GIT_STATUS_CACHE_MINUTES):
   * only admins make the server fetch; others get at most one local git run per period.
   */
  gitCacheMs: number;
}

/** Where the middlewares live in the application's working copy. */
const MIDDLEWARES_FOLDER = 'libs/pipeline/src/';

const RepoParamsSchema = z.object({ repo: RepositoryNameSchema });
const PackParamsSchema = z.object({
  repo: RepositoryNameSchema.exclude(['app']),
});

/**
 * Git could not answer (no network, no remote): a 503 that says what git said, without the
 * server's folders (git names its copy or a local remote by path); the whole of it is logged.
 */
const gitUnavailable =
  (log: FastifyBaseLogger) =>
  (error: unknown): never => {
    if (error instanceof GitError) {
      log.warn({ err: error }, 'git failed');
      throw serviceUnavailable(`gitFailed: ${redactPaths(error.message)}`);
    }
    throw error;
  };

/**
 * Version status and updates of the packs (`GET|PUT /api/admin/{repo}/status`) and the files a
 * pull would change (`GET /api/info/{platforms|middlewares}/changed`). Only admins make the
 * server run `git fetch`; other callers get answers kept for a while (see git-answer-cache.ts). The middlewares are part of
 * the application: their status is the app's, and they are updated with it (409 on their PUT).
 */
export const packsRoutes: FastifyPluginCallbackZod<PacksRoutesOptions> = (app, options, done) => {
  // The middlewares ship with the application (ADR 0021): their status is the app's.
  const dirOf = (name: RepositoryName) =>
    name === 'app' || name === 'middlewares' ? options.appDir : options.packs[name]?.dir;
  const updating = new Set<PackName>();
  const answers = createGitAnswerCache(options.gitCacheMs);
  const statusKey = (dir: string) => `${dir}\0status`;
  const changedKey = (dir: string, under: string) => `${dir}\0changed\0${under}`;
  const changedFiles = (log: FastifyBaseLogger, dir: string, under = '') =>
    answers
      .get(changedKey(dir, under), () => readChangedFiles(dir, under))
      .catch(gitUnavailable(log));

  app.get(
    '/admin/:repo/status',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['admin'],
        summary:
          'Where a pack (or the app) stands against its git remote (admins: git fetch now; others: the kept answer)',
        params: RepoParamsSchema,
        response: { 200: RepositoryStatusSchema, 401: ApiErrorSchema, 503: ApiErrorSchema },
      },
    },
    async (request) => {
      const name = request.params.repo;
      const dir = dirOf(name);
      if (dir === undefined) {
        return { 'is-git-repo': false };
      }
      const fetch = name === 'app' ? undefined : await options.fetchState?.(name);
      if (fetch !== undefined) {
        // Not in place yet: nothing for git to say.
        return { 'is-git-repo': false, fetch };
      }
      const isUpdating =
        name !== 'app' &&
        (updating.has(name) || (options.packs[name] !== undefined && (await isPackUpdating(dir))));
      if (isUpdating) {
        // A fetch now would race the update's own in the same copy: the last answer, and why.
        const status = await answers
          .get(statusKey(dir), () => readRepositoryStatus(dir, { fetch: false }))
          .catch(gitUnavailable(request.log));
        return { ...status, 'update-running': true };
      }
      if (request.user?.group !== 'admin') {
        // Every signed-in page asks for this: no fetch, and local git at most once per period.
        return answers
          .get(statusKey(dir), () => readRepositoryStatus(dir, { fetch: false }))
          .catch(gitUnavailable(request.log));
      }
      const status = await readRepositoryStatus(dir).catch(gitUnavailable(request.log));
      // The remote branch moved: what users see, and the changed files, follow this answer.
      answers.drop(`${dir}\0`);
      answers.set(statusKey(dir), status);
      return status;
    },
  );

  app.put(
    '/admin/:repo/status',
    {
      onRequest: app.requireAdmin,
      preValidation: refuseBody,
      schema: {
        tags: ['admin'],
        summary: 'Fetch, validate and swap in the latest version of a pack',
        params: PackParamsSchema,
        querystring: RepositoryUpdateQuerySchema,
        response: {
          200: RepositoryUpdateSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const name = request.params.repo;
      if (name === 'middlewares') {
        throw conflict('middlewaresShipWithApp');
      }
      const pack = options.packs[name];
      if (pack === undefined) {
        throw new HttpError(404, 'NOT_FOUND', 'repositoryNotConfigured');
      }
      if ((await options.fetchState?.(name)) !== undefined) {
        // A default pack not fetched yet has no copy to update: its fetch comes first.
        throw conflict('packNotFetched');
      }
      if (updating.has(name)) {
        throw conflict('updateInProgress');
      }
      updating.add(name);
      try {
        // The other api processes sharing the data folder may be updating it too.
        const { from, to } = await withPackLock(pack.dir, () =>
          updateWorkingCopy(pack.dir, pack.validate),
        );
        answers.drop(`${pack.dir}\0`);
        request.log.info({ repository: name, from, to }, 'pack updated');
        if (from !== to) {
          options.onUpdated(name);
        }
        const [fromDate, toDate] = await Promise.all(
          [from, to].map((commit) => tryGit(pack.dir, ['log', '-1', '--format=%cs', commit])),
        );
        return {
          ...(await readRepositoryStatus(pack.dir, { fetch: false })),
          from,
          to,
          ...(fromDate ? { 'from-date': fromDate } : {}),
          ...(toDate ? { 'to-date': toDate } : {}),
        };
      } catch (error) {
        if (error instanceof PackLocked) {
          throw conflict('updateInProgress');
        }
        if (error instanceof PackUpdateRefused) {
          request.log.warn({ repository: name, err: error }, 'pack update refused');
          throw conflict(`updateRefused: ${redactPaths(error.message)}`);
        }
        return gitUnavailable(request.log)(error);
      } finally {
        updating.delete(name);
      }
    },
  );

  app.get(
    '/info/platforms/changed',
    {
      schema: {
        tags: ['info'],
        summary: 'Files of each platform the next update changes',
        response: { 200: ChangedFilesSchema, 503: ApiErrorSchema },
      },
    },
    async (request) => {
      const dir = options.packs.platforms?.dir;
      return dir === undefined ? {} : changedFiles(request.log, dir);
    },
  );
  app.get(
    '/info/middlewares/changed',
    {
      schema: {
        tags: ['info'],
        summary: 'Files of the processing chain (by folder) the next application update changes',
        response: { 200: ChangedFilesSchema, 503: ApiErrorSchema },
      },
    },
    async (request) =>
      options.appDir === undefined
        ? {}
        : changedFiles(request.log, options.appDir, MIDDLEWARES_FOLDER),
  );
  done();
};
