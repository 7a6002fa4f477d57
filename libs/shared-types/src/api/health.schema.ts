import { z } from 'zod';

/** `GET /api/health`: 200 with `status: ok` when the database answers, else 503. */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof HealthSchema>;
