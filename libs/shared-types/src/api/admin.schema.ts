import { z } from 'zod';

/** `POST /api/admin/restart` query: `force=true` restarts even while jobs run. */
export const RestartQuerySchema = z.object({
  force: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => value === 'true' || value === '1' || value === 'yes'),
});
export type RestartQuery = z.infer<typeof RestartQuerySchema>;

/** `POST /api/admin/restart` response, sent before the process exits. */
export const RestartResponseSchema = z.object({ restarting: z.literal(true) });
export type RestartResponse = z.infer<typeof RestartResponseSchema>;
