import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppInfoSchema, isBetaVersion } from '@sillage/shared-types';

/** Formats a duration the reference way: `1d 2h 3m 4s`. */
export function formatUptime(uptimeMs: number): string {
  const totalSeconds = Math.max(0, Math.floor(uptimeMs / 1000));
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${days}d ${hours}h ${minutes}m ${seconds}s`;
}

export interface AppInfoRoutesOptions {
  version: string;
  demo: boolean;
  registrationOpen: boolean;
  /** Whether mail can be sent (SMTP configured), so the UI offers no switch that cannot work. */
  isMailConfigured: boolean;
  /** Whether `/api/feedback*` can reach the team, so the UI does not advertise it otherwise. */
  isFeedbackConfigured: boolean;
  /** SILLAGE_INSTITUTION_NAME / _ID, for the COUNTER exports. */
  institution: { name?: string; id?: string };
  /** Linked from the version in the drawer; absent when unknown. */
  repositoryUrl: string | undefined;
  startedAtMs: number;
  now: () => Date;
}

/**
 * `GET /api/info/app`: version, uptime, demo flag, whether sign-up is open, whether mail and
 * feedback work, the institution of the COUNTER exports, and the source's page (public).
 */
export const appInfoRoutes: FastifyPluginCallbackZod<AppInfoRoutesOptions> = (
  app,
  options,
  done,
) => {
  app.get(
    '/info/app',
    {
      schema: {
        tags: ['info'],
        summary: 'Version, uptime and demo flag',
        response: { 200: AppInfoSchema },
      },
    },
    () => ({
      version: options.version,
      uptime: formatUptime(options.now().getTime() - options.startedAtMs),
      demo: options.demo,
      beta: isBetaVersion(options.version),
      registrationOpen: options.registrationOpen,
      mail: options.isMailConfigured,
      feedback: options.isFeedbackConfigured,
      ...(options.institution.name === undefined
        ? {}
        : { institutionName: options.institution.name }),
      ...(options.institution.id === undefined ? {} : { institutionId: options.institution.id }),
      ...(options.repositoryUrl === undefined ? {} : { repositoryUrl: options.repositoryUrl }),
    }),
  );
  done();
};
