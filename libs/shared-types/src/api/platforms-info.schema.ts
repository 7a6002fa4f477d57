import { z } from 'zod';

/** Where a loaded platform comes from: the native catalog or a mounted ezPAARSE parser pack. */
export const PLATFORM_SOURCES = ['native', 'pack'] as const;
export const PlatformSourceSchema = z.enum(PLATFORM_SOURCES);
export type PlatformSource = z.infer<typeof PlatformSourceSchema>;

/** A knowledge-base package of one platform: its latest KBART file. */
export const PkbPackageSchema = z.object({
  name: z.string(),
  /** The date in the file name (`YYYY-MM-DD`). */
  date: z.string(),
  entries: z.number(),
  /** The file's name and size in bytes. */
  file: z.string(),
  size: z.number(),
  /**
   * Sillage: the file was added by an administrator (`POST /api/admin/pkb`) and can be removed
   * (`DELETE /api/admin/pkb/{platform}/{file}`); absent for files of a pack or a configured folder.
   */
  uploaded: z.literal(true).optional(),
});
export type PkbPackage = z.infer<typeof PkbPackageSchema>;

/** ezPAARSE's certifications of a platform: checked by a person (H) or by its publisher (P). */
export const PlatformCertificationsSchema = z.object({
  human: z.boolean().optional(),
  publisher: z.boolean().optional(),
});
export type PlatformCertifications = z.infer<typeof PlatformCertificationsSchema>;

/**
 * The differential check's verdict on a platform that exists natively and in the pack: it serves
 * natively only when proven equal (`equalUrls` URLs tried, none differing, `tableRows` rows of its
 * own test tables among them). `pending`: no verdict for this pack version yet (it serves from the
 * pack meanwhile).
 */
export const PlatformServingVerdictSchema = z.object({
  serving: PlatformSourceSchema,
  pending: z.boolean().optional(),
  triedUrls: z.number().int().nonnegative(),
  equalUrls: z.number().int().nonnegative(),
  differingUrls: z.number().int().nonnegative(),
  tableRows: z.number().int().nonnegative(),
});
export type PlatformServingVerdict = z.infer<typeof PlatformServingVerdictSchema>;

/**
 * One platform of `GET /api/info/platforms`, in the reference manifest's field names, plus where
 * it comes from (`source`) and its maturity label (`status`: `beta`, `stable`, `rc1`…; absent
 * when a pack manifest declares none).
 */
export const PlatformManifestSchema = z.object({
  name: z.string(),
  longname: z.string(),
  /** The manifest's `describe`; the long name when it gives none (native platforms). */
  describe: z.string(),
  publisher_name: z.string().optional(),
  domains: z.array(z.string()),
  source: PlatformSourceSchema,
  status: z.string().optional(),
  'pkb-packages': z.array(PkbPackageSchema),
  /** The manifest's `docurl`: the platform's analysis page, linked from its long name. */
  docurl: z.string().optional(),
  /** A pack manifest's `version` (a date, `2018-04-13`) and `contact`, when it gives them. */
  version: z.string().optional(),
  contact: z.string().optional(),
  /**
   * Its human / publisher certifications, shown as badges when present. No manifest of the
   * reference catalog carries any today, so the api sends none.
   */
  certifications: PlatformCertificationsSchema.optional(),
  /** Only for a platform both native and in the pack: which of the two serves it, and why. */
  verdict: PlatformServingVerdictSchema.optional(),
});
export type PlatformManifest = z.infer<typeof PlatformManifestSchema>;

/** The whole `GET /api/info/platforms` answer, sorted by name. */
export const PlatformManifestListSchema = z.array(PlatformManifestSchema);

/**
 * Query of `GET /api/info/platforms`: `status` keeps the platforms whose status is one of a
 * comma-separated list (case-insensitive, `?status=stable,rc1`); `source` keeps one source.
 */
export const PlatformsInfoQuerySchema = z.object({
  status: z
    .string()
    .trim()
    .min(1, { message: 'status: give at least one status, e.g. stable or beta,rc1' })
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter((part) => part !== ''),
    )
    .optional(),
  source: PlatformSourceSchema.optional(),
});
export type PlatformsInfoQuery = z.infer<typeof PlatformsInfoQuerySchema>;
