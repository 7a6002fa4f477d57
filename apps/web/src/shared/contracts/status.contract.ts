import { z } from 'zod';

/** Version status of the app or of a repository (`GET /api/admin/{repo}/status`). */
export const RepositoryStatusSchema = z.looseObject({
  'is-git-repo': z.boolean().optional(),
  current: z.string().optional(),
  head: z.string().optional(),
  tag: z.string().optional(),
  'from-head': z.string().optional(),
  'from-tag': z.string().optional(),
  'local-commits': z.boolean().optional(),
  'local-changes': z.boolean().optional(),
});
export type RepositoryStatus = z.infer<typeof RepositoryStatusSchema>;

export const REPOSITORIES = ['app', 'platforms', 'resources', 'middlewares', 'exclusions'] as const;
export type Repository = (typeof REPOSITORIES)[number];

/** Knowledge-base ("castor") synchronisation (`GET /castor/status`, socket `castor:update`). */
export const PkbStatusSchema = z.looseObject({
  state: z.string().default('idle'),
  remaining: z.coerce.number().default(0),
  synchronizing: z
    .array(
      z.looseObject({
        name: z.string(),
        size: z.coerce.number().optional(),
        location: z.string().optional(),
      }),
    )
    .default([]),
});
export type PkbStatus = z.infer<typeof PkbStatusSchema>;
