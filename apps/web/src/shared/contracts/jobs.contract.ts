import { z } from 'zod';

/** A past processing job as listed by `GET /api/jobs[/{user}]`. */
export const TreatmentSchema = z.looseObject({
  jobId: z.string(),
  createdAt: z.string(),
  userId: z.string().nullish(),
  status: z.string().nullish(),
});
export type Treatment = z.infer<typeof TreatmentSchema>;

export const TreatmentListSchema = z.array(TreatmentSchema);
