import { z } from 'zod';

/** `GET /api/health`: 200 with `status: ok` when the database answers, else 503. */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof HealthSchema>;

/**
 * `GET /api/health/ready`: whether this instance can take jobs now (for a load balancer's
 * readiness probe): 200 when the database answers and the job files folder takes writes with
 * room left, else 503 with what fails. `/api/health` keeps answering on the database alone.
 */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.enum(['ok', 'unavailable']),
  /** `unwritable`: read-only, missing, or not a folder; `full`: less free space than the minimum. */
  storage: z.enum(['ok', 'unwritable', 'full']),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
