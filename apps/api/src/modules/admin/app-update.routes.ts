import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  AppUpdateQuerySchema,
  AppUpdateResponseSchema,
} from '@sillage/shared-types';
import { conflict } from '../../errors/http-error.js';
import type { JobActivity } from '../../ports/job-ports.js';
import { isGitWorkingCopy } from '../packs/git-runner.js';
import { remoteRef } from '../packs/repository-status.js';
import type { CommandRunner } from './command-runner.js';

export interface AppUpdateRoutesOptions {
  /** The application's working copy. */
  appDir: string;
  run: CommandRunner;
  jobActivity: JobActivity;
  /** Called once the answer is sent (the supervisor starts the new version). */
  requestRestart: () => void;
}

/**
 * `PUT /api/admin/app/status[?version=latest|<tag>&force=yes&rebuild=no]` (admin): for a git
 * install, fetches, checks out the requested version (the latest tag by default; `latest` = the
 * newest commit of the followed branch), runs `npm ci` and `npm run build` (unless `rebuild=no`),
 * then restarts. Every line of output reaches the admins' sockets as `update-logs`. Other installs
 * are upgraded by their package manager or image (409 `notGitInstall`).
 */
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
      if (!force && (await options.jobActivity.countRunningJobs()) > 0) {
        throw conflict('jobsRunning');
      }
      if (updating) {
        throw conflict('updateInProgress');
      }
      updating = true;
      const log = (chunk: string) => {
        app.liveEvents.sendToAdmins({ type: 'update-logs', data: chunk });
      };
      const step = async (command: string, args: string[]) => {
        log(`$ ${command} ${args.join(' ')}\n`);
        let output = '';
        await options.run(command, args, {
          cwd: options.appDir,
          onOutput: (chunk) => {
            output += chunk;
            log(chunk);
          },
        });
        return output.trim();
      };
      try {
        request.log.warn({ userId: request.user?.id, version }, 'application update requested');
        const from = await step('git', ['rev-parse', 'HEAD']);
        await step('git', ['fetch', '--tags', 'origin']);
        const followed = await remoteRef(options.appDir);
        if (version === 'latest') {
          await step('git', ['merge', '--ff-only', followed]);
        } else {
          const tag =
            version ?? (await step('git', ['describe', '--tags', '--abbrev=0', followed]));
          await step('git', ['checkout', '--quiet', `refs/tags/${tag}`]);
        }
        const to = await step('git', ['rev-parse', 'HEAD']);
        if (rebuild) {
          await step('npm', ['ci']);
          await step('npm', ['run', 'build']);
        }
        log('Restarting...\n');
        return { from, to, restarting: true as const };
      } catch (error) {
        log(`${error instanceof Error ? error.message : String(error)}\n`);
        throw conflict(`updateFailed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        updating = false;
      }
    },
  );
  done();
};
