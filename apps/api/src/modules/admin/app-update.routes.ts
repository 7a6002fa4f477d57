import path from 'node:path';
import { redactPaths } from '@sillage/jobs';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  AppUpdateQuerySchema,
  AppUpdateResponseSchema,
} from '@sillage/shared-types';
import { conflict } from '../../errors/http-error.js';
import { refuseBody } from '../../http/refuse-body.js';
import type { JobActivity } from '../../ports/job-ports.js';
import { isGitWorkingCopy, tryGit } from '../packs/git-runner.js';
import { PackLocked, withPackLock } from '../packs/pack-lock.js';
import { remoteRef } from '../packs/repository-status.js';
import type { CommandRunner } from './command-runner.js';

export interface AppUpdateRoutesOptions {
  /** The application's working copy. */
  appDir: string;
  run: CommandRunner;
  /** Program and arguments of the install and build steps (`npm ci`, `npm run build`). */
  commands: { install: string[]; build: string[] };
  jobActivity: JobActivity;
  /** Called once the answer is sent (the supervisor starts the new version). */
  requestRestart: () => void;
}

/**
 * `PUT /api/admin/app/status[?version=latest|stable|<tag>&force=yes&rebuild=no&socket=<id>]`
 * (admin; no body, and any other parameter is a 400): for a git install, fetches, checks out the
 * requested version (the latest tag by default or with `stable`; `latest` = the newest commit of
 * the followed branch), runs the install and build steps (unless `rebuild=no`), then restarts.
 * Changes made by hand to tracked files are set aside in git's stash before the copy moves. When
 * a step fails, the working copy goes back to the commit it was on with those changes (and is
 * rebuilt if the build had started), and nothing restarts. Every line of output reaches the admins' sockets as
 * `update-logs`, its server paths redacted as in a 409. Other installs are upgraded by their
 * package manager or image (409 `notGitInstall`).
 */
type Step = (command: string, args: string[]) => Promise<string>;

/** An identity for the stash commit: an install's git often has none configured. */
const STASH_AUTHOR = ['-c', 'user.name=Sillage update', '-c', 'user.email=update@sillage.invalid'];

/**
 * Moves the working copy's changes to tracked files into git's stash, and returns the stash
 * commit; undefined when there were none. Untracked files stay where they are: the update's
 * checkout leaves them alone, or refuses to run over them (and is then rolled back).
 */
async function setLocalChangesAside(step: Step, from: string): Promise<string | undefined> {
  const changed = await step('git', ['status', '--porcelain', '--untracked-files=no']);
  if (changed === '') {
    return undefined;
  }
  await step('git', [
    ...STASH_AUTHOR,
    'stash',
    'push',
    '--quiet',
    '--message',
    `sillage: local changes to ${from}, set aside by an update`,
  ]);
  return step('git', ['rev-parse', 'stash@{0}']);
}

/** Puts the changes {@link setLocalChangesAside} kept back on the commit they were made on. */
async function restoreLocalChanges(step: Step, stash: string): Promise<void> {
  const stashes = (await step('git', ['stash', 'list', '--format=%H'])).split('\n');
  const index = stashes.indexOf(stash);
  // Applied by commit, kept in the list when it no longer names it (someone dropped it).
  await step('git', [...STASH_AUTHOR, 'stash', 'apply', '--index', '--quiet', stash]);
  if (index !== -1) {
    await step('git', ['stash', 'drop', '--quiet', `stash@{${String(index)}}`]);
  }
}

export const appUpdateRoutes: FastifyPluginCallbackZod<AppUpdateRoutesOptions> = (
  app,
  options,
  done,
) => {
  let updating = false;
  app.put(
    '/admin/app/status',
    {
      onRequest: app.requireAdmin,
      preValidation: refuseBody,
      onResponse: (_request, reply, next) => {
        if (reply.statusCode === 200) {
          options.requestRestart();
        }
        next();
      },
      schema: {
        tags: ['admin'],
        summary: 'Update the application from git, rebuild it and restart',
        querystring: AppUpdateQuerySchema,
        response: {
          200: AppUpdateResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
          500: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const { version, force, rebuild } = request.query;
      if (!(await isGitWorkingCopy(options.appDir))) {
        throw conflict('notGitInstall');
      }
      if (!force && (await options.jobActivity.countJobsInProgress()) > 0) {
        throw conflict('jobsRunning');
      }
      if (updating) {
        throw conflict('updateInProgress');
      }
      updating = true;
      // The admins' sockets get no folder of the server either (`…/install`), as a 409 does;
      // the server's log keeps the full messages.
      const log = (text: string) => {
        app.liveEvents.sendToAdmins({ type: 'update-logs', data: redactPaths(text) });
      };
      const step = async (command: string, args: string[]) => {
        log(`$ ${command} ${args.join(' ')}\n`);
        let output = '';
        // Sent by whole lines: a path cut between two chunks would escape the redaction.
        let unfinishedLine = '';
        try {
          await options.run(command, args, {
            cwd: options.appDir,
            onOutput: (chunk) => {
              output += chunk;
              unfinishedLine += chunk;
              const end = unfinishedLine.lastIndexOf('\n') + 1;
              if (end > 0) {
                log(unfinishedLine.slice(0, end));
                unfinishedLine = unfinishedLine.slice(end);
              }
            },
          });
        } finally {
          if (unfinishedLine !== '') {
            log(unfinishedLine);
          }
        }
        return output.trim();
      };
      const [install = 'npm', ...installArgs] = options.commands.install;
      const [build = 'npm', ...buildArgs] = options.commands.build;
      // Apis sharing this install (one host, one folder) take turns: the flag above is this
      // process's only. The lock lives in the working copy's .git, where no status sees it.
      const update = async () => {
        let rollback: (() => Promise<void>) | undefined;
        try {
          request.log.warn({ userId: request.user?.id, version }, 'application update requested');
          const from = await step('git', ['rev-parse', 'HEAD']);
          // The branch to come back to (undefined on a detached HEAD, e.g. a checked-out tag).
          const branch = await tryGit(options.appDir, ['symbolic-ref', '-q', '--short', 'HEAD']);
          let isRebuilding = false;
          // Fetching moves nothing of the working copy: a failure there has nothing to undo.
          await step('git', ['fetch', '--tags', 'origin']);
          const followed = await remoteRef(options.appDir);
          // Changes made by hand to tracked files are set aside first (ADR 0120): the forced
          // rollback below would otherwise discard them, and a checkout could refuse to run.
          const setAside = await setLocalChangesAside(step, from);
          rollback = async () => {
            log(`Rolling back to ${from}\n`);
            if (branch === undefined) {
              await step('git', ['checkout', '--quiet', '--force', from]);
            } else {
              await step('git', ['checkout', '--quiet', '--force', branch]);
              await step('git', ['reset', '--quiet', '--hard', from]);
            }
            if (setAside !== undefined) {
              await restoreLocalChanges(step, setAside);
            }
            if (isRebuilding) {
              await step(install, installArgs);
              await step(build, buildArgs);
            }
          };
          // `stable` is the reference client's word for the latest tag.
          const wanted = version === 'stable' ? undefined : version;
          if (wanted === 'latest') {
            await step('git', ['merge', '--ff-only', followed]);
          } else {
            const tag =
              wanted ?? (await step('git', ['describe', '--tags', '--abbrev=0', followed]));
            await step('git', ['checkout', '--quiet', `refs/tags/${tag}`]);
          }
          const to = await step('git', ['rev-parse', 'HEAD']);
          if (rebuild) {
            isRebuilding = true;
            await step(install, installArgs);
            await step(build, buildArgs);
          }
          if (setAside !== undefined) {
            log(
              `The local changes made to ${from} are kept in git's stash (${setAside}); \`git stash list\` shows them.\n`,
            );
          }
          log('Restarting...\n');
          return { from, to, restarting: true as const };
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          log(`${message}\n`);
          request.log.error({ err: error }, 'application update failed');
          try {
            await rollback?.();
            log('Rolled back; the running version is unchanged.\n');
          } catch (rollbackError) {
            request.log.error({ err: rollbackError }, 'application update rollback failed');
            log(`Rollback failed: ${String(rollbackError)}\n`);
            throw conflict(`updateFailed: ${redactPaths(message)}; rollbackFailed`);
          }
          // The admins' sockets got the whole output; the answer names no folder of the server.
          throw conflict(`updateFailed: ${redactPaths(message)}`);
        }
      };
      try {
        return await withPackLock(path.join(options.appDir, '.git', 'sillage-app'), update);
      } catch (error) {
        throw error instanceof PackLocked ? conflict('updateInProgress') : error;
      } finally {
        updating = false;
      }
    },
  );
  done();
};
