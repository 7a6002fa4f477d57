import { z } from 'zod';

/** One platform of `GET /api/info/platforms` (reference manifest fields the UI uses). */
export const PlatformInfoSchema = z.looseObject({
  name: z.string(),
  longname: z.string().optional(),
  docurl: z.string().optional(),
  certifications: z
    .looseObject({ human: z.boolean().optional(), publisher: z.boolean().optional() })
    .optional(),
  'pkb-packages': z
    .array(
      z.looseObject({
        name: z.string(),
        date: z.string().optional(),
        entries: z.coerce.number().optional(),
        file: z.string().optional(),
        size: z.coerce.number().optional(),
      }),
    )
    .optional(),
});
export type PlatformInfo = z.infer<typeof PlatformInfoSchema>;
export const PlatformListSchema = z.array(PlatformInfoSchema);

/** `GET /api/info/platforms/changed`: platform name → changed files. */
export const ChangedPlatformsSchema = z.record(z.string(), z.unknown());

/** `GET /api/info/middlewares`: default chain, current chain, and the others. */
export const MiddlewaresInfoSchema = z.object({
  config: z.array(z.string()).default([]),
  enabled: z.array(z.string()).default([]),
  available: z.array(z.string()).default([]),
});
export type MiddlewaresInfo = z.infer<typeof MiddlewaresInfoSchema>;
