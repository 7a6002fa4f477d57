import { z } from 'zod';

/**
 * One entry of a platforms pack's `fields.json` list (`rid`, `mime`, `rtype`, `other`): a code
 * and whatever the pack says about it (`description`, `description_en`, `comment`…), kept as is.
 */
export const PlatformFieldEntrySchema = z.looseObject({ code: z.string() });
export type PlatformFieldEntry = z.infer<typeof PlatformFieldEntrySchema>;

export const PlatformFieldListSchema = z.array(PlatformFieldEntrySchema);

/** `GET /api/info/fields(.json)`: the whole `fields.json` of the platforms pack. */
export const PlatformFieldsSchema = z.looseObject({
  rid: PlatformFieldListSchema.optional(),
  mime: PlatformFieldListSchema.optional(),
  rtype: PlatformFieldListSchema.optional(),
  other: PlatformFieldListSchema.optional(),
});
export type PlatformFields = z.infer<typeof PlatformFieldsSchema>;

/** The lists `GET /api/info/<name>(.json)` answers one of. */
export const PLATFORM_FIELD_LISTS = ['rid', 'mime', 'rtype'] as const;
export type PlatformFieldListName = (typeof PLATFORM_FIELD_LISTS)[number];

/** `?sort=asc|desc` of those routes (any other value sorts ascending, as the reference). */
export const PlatformFieldsQuerySchema = z.object({ sort: z.string().optional() });

/** `GET /api/info/codes`: every job status code and its message, keyed by the code. */
export const StatusCodesInfoSchema = z.record(z.string(), z.string());

/** `GET /api/info/config`: the one setting the reference exposes, the ignored domains. */
export const PublicConfigSchema = z.object({
  EZPAARSE_IGNORED_DOMAINS: z.array(z.string()),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
