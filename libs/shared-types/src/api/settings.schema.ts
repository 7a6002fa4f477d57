import { z } from 'zod';

/** Job settings as request headers: header name → value (reference spelling of names). */
export const SettingsHeadersSchema = z.record(z.string().min(1).max(200), z.string().max(10_000));
export type SettingsHeaders = z.infer<typeof SettingsHeadersSchema>;

/**
 * The `country` of the reference's generic predefined settings: a label, not a country code, so
 * the UI translates this one known value (the setting names stay as the data gives them).
 */
export const GENERIC_SETTING_COUNTRY = 'Generic - preconfiguration';

/** One predefined setting, as the reference's `predefined-settings.json` holds it. */
export const PredefinedSettingSchema = z.object({
  fullName: z.string(),
  country: z.string().optional(),
  headers: SettingsHeadersSchema,
});
export type PredefinedSetting = z.infer<typeof PredefinedSettingSchema>;

/** Key → setting: the built-in ones plus the configured file. */
export const PredefinedSettingsMapSchema = z.record(z.string(), PredefinedSettingSchema);
export type PredefinedSettingsMap = z.infer<typeof PredefinedSettingsMapSchema>;

/**
 * Whether a job using a predefined setting would be accepted by this server (its headers pass
 * the jobs' own validation against this server's middleware chain), with the reference's
 * middlewares it names that such a job runs without; if not, the status and message the job
 * would get and the middlewares it names that this server does not have.
 */
export const PredefinedSettingAvailabilitySchema = z.discriminatedUnion('canRun', [
  z.object({ canRun: z.literal(true), skippedMiddlewares: z.array(z.string()).optional() }),
  z.object({
    canRun: z.literal(false),
    status: z.number().int(),
    message: z.string(),
    unknownMiddlewares: z.array(z.string()),
  }),
]);
export type PredefinedSettingAvailability = z.infer<typeof PredefinedSettingAvailabilitySchema>;

/**
 * `GET /api/info/predefined-settings`: the reference's map `key → {fullName, country, headers}`,
 * each entry with its `availability` on this server (a field reference clients ignore).
 */
export const PredefinedSettingsListingSchema = z.record(
  z.string(),
  PredefinedSettingSchema.extend({ availability: PredefinedSettingAvailabilitySchema }),
);
export type PredefinedSettingsListing = z.infer<typeof PredefinedSettingsListingSchema>;

/** Longest identifier and name of a custom setting, also checked by the save dialog. */
export const CUSTOM_SETTING_ID_MAX_LENGTH = 100;
export const CUSTOM_SETTING_NAME_MAX_LENGTH = 200;

/** Identifier of a custom setting: also used in URLs, so a conservative character set. */
export const CustomSettingIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(CUSTOM_SETTING_ID_MAX_LENGTH)
  .regex(/^[\w.-]+$/, 'letters, digits, dot, dash and underscore only');

/** A custom setting saved by a user, as listed by `GET /api/info/predefined-settings/custom`. */
export const CustomSettingSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  country: z.string().nullable(),
  headers: SettingsHeadersSchema,
  /** The id of the user who saved it (null once that user is deleted). */
  ownerId: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type CustomSetting = z.infer<typeof CustomSettingSchema>;

/** An HTTP header name (RFC 9110 token): what a job's request could carry. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Control characters (a tab aside), and bidirectional overrides in names shown to others. */
const CONTROL = /(?!\t)\p{Cc}/u;
const CONTROL_OR_BIDI = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
/** Most headers a saved setting holds (the reference's richest predefined one has a dozen). */
export const CUSTOM_SETTING_MAX_HEADERS = 100;
/**
 * Most characters a saved setting's headers hold in all (names, values and their separators): a
 * job sends them as HTTP headers, of which servers take 16 KiB with the cookie and the rest (the
 * reference's richest predefined setting has about 1 000).
 */
export const CUSTOM_SETTING_MAX_HEADER_CHARS = 8_192;

/**
 * The headers of a setting a user saves: what a request could carry (a header name, a value on
 * one line), never the server's own `X-Sillage-…` keys, and a bounded number of them.
 */
const SavedSettingsHeadersSchema = z
  .record(
    z.string().min(1).max(200),
    z
      .string()
      .max(10_000)
      .refine((value) => !CONTROL.test(value), 'no line breaks nor control characters'),
  )
  .superRefine((headers, context) => {
    const names = Object.keys(headers);
    if (names.length > CUSTOM_SETTING_MAX_HEADERS) {
      context.addIssue({
        code: 'custom',
        message: `at most ${String(CUSTOM_SETTING_MAX_HEADERS)} headers`,
      });
    }
    const total = names.reduce(
      (sum, name) => sum + name.length + (headers[name] ?? '').length + 4,
      0,
    );
    if (total > CUSTOM_SETTING_MAX_HEADER_CHARS) {
      context.addIssue({
        code: 'custom',
        message: `at most ${String(CUSTOM_SETTING_MAX_HEADER_CHARS)} characters of headers in all (${String(total)} here): a job sends them as HTTP headers`,
      });
    }
    const seen = new Map<string, string>();
    for (const name of names) {
      const other = seen.get(name.toLowerCase());
      if (other !== undefined) {
        context.addIssue({
          code: 'custom',
          message: `${other} and ${name} are the same header: keep one`,
          path: [name],
        });
      }
      seen.set(name.toLowerCase(), name);
      const problem = !HEADER_NAME.test(name)
        ? "not a header name: letters, digits and !#$%&'*+.^_`|~- only"
        : name.toLowerCase().startsWith('x-sillage-')
          ? "X-Sillage-… names are the server's own"
          : undefined;
      if (problem !== undefined) {
        context.addIssue({ code: 'custom', message: problem, path: [name] });
      }
    }
  });

const CustomSettingPayloadSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1)
    .max(CUSTOM_SETTING_NAME_MAX_LENGTH)
    .refine((name) => !CONTROL_OR_BIDI.test(name), 'no control nor text-direction characters'),
  country: z.string().trim().max(100).nullish(),
  headers: SavedSettingsHeadersSchema.default({}),
});

/** `POST /api/info/predefined-settings/custom` body (reference shape `{settings:{…}}`). */
export const CreateCustomSettingBodySchema = z.object({
  settings: CustomSettingPayloadSchema.extend({ id: CustomSettingIdSchema.optional() }),
});
export type CreateCustomSettingBody = z.infer<typeof CreateCustomSettingBodySchema>;

/** `PUT /api/info/predefined-settings/custom/{id}` body; `newId` renames the entry. */
export const UpdateCustomSettingBodySchema = z.object({
  settings: CustomSettingPayloadSchema.extend({
    id: z.string().optional(),
    newId: CustomSettingIdSchema.optional(),
  }),
});
export type UpdateCustomSettingBody = z.infer<typeof UpdateCustomSettingBodySchema>;

/** `/api/info/predefined-settings/custom/{id}` path parameters. */
export const CustomSettingParamsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * ISO 3166-1 alpha-2 codes of the countries settings may name; their names come from
 * `Intl.DisplayNames` in the reader's language.
 */
export const COUNTRY_CODES: readonly string[] = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ
  BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS
  BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN
  CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE
  EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF
  GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM
  HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM
  JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC
  LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK
  ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
  NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG
  PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW
  SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS
  ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO
  TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI
  VN VU WF WS YE YT ZA ZM ZW
`
  .trim()
  .split(/\s+/);

/** One country of `GET /api/info/countries.json` (names in French and English). */
export const CountrySchema = z.object({ fr: z.string(), en: z.string() }).catchall(z.unknown());
export const CountriesSchema = z.array(CountrySchema);
export type Country = z.infer<typeof CountrySchema>;
