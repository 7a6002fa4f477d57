import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { JobRow } from '@sillage/db';
import { jobExpiresAt } from '@sillage/jobs';
import { MyJobsSchema, type MyJob } from '@sillage/shared-types';
import { COMPRESSED_ANSWER } from '../../http/compressed-answer.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { presentJob } from './jobs.routes.js';

/**
 * File names of a job from its report's `files` group (`{"1": "a.log", "2": "b.log"}`), which
 * the report holds only for several files; the storage keeps the names of the others.
 */
export function filesOf(row: Pick<JobRow, 'report'>): string[] {
  const files = row.report?.files;
  if (files === null || typeof files !== 'object') {
    return [];
  }
  return Object.entries(files as Record<string, unknown>)
    .sort(([a], [b]) => Number(a) - Number(b))
    .flatMap(([, name]) => (typeof name === 'string' ? [name] : []));
}

/**
 * `GET /api/jobs/mine`: the signed-in user's own jobs for the "My jobs" page, with their file
 * names and when retention removes them. The same query as the admins' list, scoped to the user.
 */
export const myJobsRoutes: FastifyPluginCallbackZod<{ retentionMs: number }> = (
  app,
  options,
  done,
) => {
  app.get(
    '/api/jobs/mine',
    {
      ...COMPRESSED_ANSWER,
      onRequest: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary: "The signed-in user's jobs, newest first, with their files and expiry",
        response: { 200: MyJobsSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const rows = await app.jobRuntime.store.listSummaries({ ownerId: user.id });
      const now = new Date();
      const jobs: MyJob[] = await Promise.all(
        rows.map(async (row) => {
          const named = filesOf(row);
          return {
            ...(await presentJob(app.jobRuntime.storage, row)),
            files: named.length > 0 ? named : await app.jobRuntime.storage.readInputNames(row.id),
            expiresAt: jobExpiresAt(row, options.retentionMs, now).toISOString(),
          };
        }),
      );
      return { retentionHours: options.retentionMs / 3_600_000, jobs };
    },
  );
  done();
};
