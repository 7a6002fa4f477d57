import { z } from 'zod';

// TODO(#7): the platform manifest schema moves to @sillage/shared-types with the platforms page
// rework (api `PlatformManifestSchema`); until then the web reads the fields it shows here.

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
