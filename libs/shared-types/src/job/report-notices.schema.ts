import { z } from 'zod';

/**
 * The codes of the report's sentences (`platforms-notice`, `alert-platforms`, `alert-headers`,
 * `alert-settings`, `alert-middlewares`, `alert-crypted`, `alert-users`, `alert-pack-platforms`, `alert-pkb-hosts`, `alert-dates`, `alert-order`,
 * `alert-parsers`, `alert-counter`,
 * `alert-N`), so that readers word them in their own language. The report keeps the English
 * sentences under the reference's keys; a reader that does not know a code shows that sentence.
 */
export const REPORT_NOTICE_CODES = [
  /** The native platform rules serve alone: the community catalog has not been fetched yet. */
  'catalog-not-fetched',
  /** … it is still being fetched. */
  'catalog-fetching',
  /** … fetching it failed; params: `reason`. */
  'catalog-fetch-failed',
  /** … fetching it is turned off and no pack is configured. */
  'catalog-fetch-disabled',
  /** An unknown domain is a large share of the lines; params: `domain`, `percent`. */
  'unknown-domain',
  /** Headers that look like misspelt job headers were ignored; params: `headers`. */
  'unknown-headers',
  /**
   * Values of list settings (Reject-Files, Disable-Filters, Force-Parser, Filter-Platforms) name
   * nothing the job knows; params: `values`.
   */
  'unknown-setting-values',
  /**
   * Pack platforms were left out because their manifest.json cannot be used; params: `platforms`
   * (their folder names, comma-separated).
   */
  'pack-platforms-skipped',
  /**
   * Pack platforms that take part of their hosts from a column of their KBART files
   * (`pkb-domains`) got none from it (no file loaded, or the column empty), and the job met
   * unknown domains; params: `platforms` (each `name (column)`, comma-separated).
   */
  'knowledge-base-hosts-missing',
  /**
   * The dates of at least half of the lines the log format read cannot be read with the job's
   * Date-Format, so those lines were left out (`nb-lines-ignored`); params: `dateFormat`, `lines`
   * (lines with an unreadable date), `parsedLines` (lines the log format read) and, when it says
   * nothing of a user (no login, no host), `sample` (one date text as the log writes it).
   */
  'unreadable-dates',
  /**
   * Lines whose date was read fall before 1990 or after the job's start (a format reading the
   * wrong text as the date, a wrong Date-Format, milliseconds read as seconds); their events are
   * kept. Params: `lines` (such lines), `parsedLines` (lines the log format read) and `sample`
   * (the day of the first such date, as the job writes it).
   */
  'implausible-dates',
  /**
   * A network enricher could not look some identifiers up (its service failed or could not be
   * reached), so events went out without its fields; params: `enrichers` (names, comma-separated),
   * `identifiers` (identifiers not looked up) and `failures` (requests that failed).
   */
  'enrichment-incomplete',
  /**
   * Platform parsers threw, or ran past their time budget (or were left out after doing so too
   * often), so the URLs they were given gave no event from them; params: `platforms` (names with
   * their failure counts, the most failing first: `sd (3), wiley (2)`), `errors` and `timeouts`
   * (failures of each kind in all).
   */
  'parser-failures',
  /**
   * A large share of the consultation events came earlier in log time than an event before them
   * (a log not sorted by time, or parts of a log joined in the wrong order), and the chronology
   * check left them out (`nb-lines-unordered-ecs`); params: `lines` (events left out) and
   * `percent` (their share of the events the check saw, rounded).
   */
  'unordered-lines',
  /**
   * The job's `ezPAARSE-Middlewares` (often a predefined setting's) names middlewares of the
   * reference this server does not run; the job ran without them; params: `middlewares` (their
   * names, comma-separated).
   */
  'skipped-middlewares',
  /**
   * Crypted-Fields names fields the log format does not capture and leaves out `login` or
   * `host`, which it does: those are written in clear; params: `fields` (the names not captured)
   * and `clear` (the fields written in clear), comma-separated.
   */
  'uncaptured-crypted-fields',
  /**
   * The fields that tell users apart for double clicks are not in the log: a Double-Click-*-Field
   * names a field the format does not capture (`by`: the fields used instead, comma-separated),
   * or none of them is captured (`by` empty: no double click was removed, or in `mode`
   * `counter` COUNTER R5.1 took every reader for one); params: `fields` (the names not
   * captured, comma-separated), `by` and `mode` (`deduplication` or `counter`).
   */
  'uncaptured-user-fields',
  /**
   * No exclusion list is loaded (no exclusions pack configured, or an empty one), so robots by
   * address, ignored hosts and ignored domains stay in the result where the reference drops them;
   * params: `filters` (the ones the job asked for: robots, ignored-hosts, ignored-domains) and
   * `setting` (what gives the lists: `SILLAGE_EXCLUSIONS_DIR`, or `--exclusions` for the CLI).
   */
  'no-exclusion-lists',
  /**
   * `COUNTER-Mode: r51` removes double clicks by COUNTER R5.1's rules, so the job's
   * Double-Click-Removal, -Strategy, -MIXED and window headers were not used; params: `headers`
   * (those headers, comma-separated).
   */
  'counter-double-click-headers',
] as const;
export type ReportNoticeCode = (typeof REPORT_NOTICE_CODES)[number];

/** One ignored header of `unknown-headers`, with the known header it looks like when there is one. */
export const UnknownHeaderParamSchema = z.object({
  name: z.string(),
  suggestion: z.string().optional(),
});

/** One value of `unknown-setting-values`: its header, as written, and the known name it looks like. */
export const UnknownSettingValueParamSchema = z.object({
  header: z.string(),
  value: z.string(),
  suggestion: z.string().optional(),
});

/** A notice's values: names, counts, and the lists of `unknown-headers` and `unknown-setting-values`. */
export const ReportNoticeParamsSchema = z.record(
  z.string(),
  z.union([
    z.string(),
    z.number(),
    z.array(UnknownHeaderParamSchema),
    z.array(UnknownSettingValueParamSchema),
  ]),
);
export type ReportNoticeParams = z.infer<typeof ReportNoticeParamsSchema>;

/**
 * One sentence of the report in machine-readable form: `key` is the report key it stands beside
 * (`platforms-notice` in `general`, `alert-…` in `alerts`: no key is in both sections). `code` is
 * read as any string, so a report from a newer server still parses; see {@link isReportNoticeCode}.
 */
export const ReportNoticeSchema = z.object({
  key: z.string(),
  code: z.string(),
  params: ReportNoticeParamsSchema,
});
export type ReportNotice = z.infer<typeof ReportNoticeSchema>;

export function isReportNoticeCode(code: string): code is ReportNoticeCode {
  return (REPORT_NOTICE_CODES as readonly string[]).includes(code);
}

/**
 * Codes of the notices that say a job's result lacks lines of its log, or dates them wrongly, for
 * a reason the user can fix (its Date-Format read no date, or dates before 1990 or in the future;
 * a Filter-Platforms or Force-Parser value names no platform, which leaves out every line; its
 * lines are not in time order): besides the report's alerts, the job lists and the top of the
 * report page show them, since a job that ends done with no events otherwise looks fine.
 */
export const OUTCOME_NOTICE_CODES = [
  'unreadable-dates',
  'implausible-dates',
  'unknown-setting-values',
  'unordered-lines',
] as const satisfies readonly ReportNoticeCode[];

/** The notices of a report (any value; none when it has no readable `notices`) of OUTCOME_NOTICE_CODES. */
export function selectOutcomeNotices(notices: unknown): ReportNotice[] {
  const parsed = ReportNoticeSchema.array().safeParse(notices);
  return parsed.success
    ? parsed.data.filter(({ code }) => (OUTCOME_NOTICE_CODES as readonly string[]).includes(code))
    : [];
}

/** A notice of a known code with the values that code takes, checked (see {@link readKnownNotice}). */
const KnownReportNoticeSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('catalog-not-fetched') }),
  z.object({ code: z.literal('catalog-fetching') }),
  z.object({ code: z.literal('catalog-fetch-disabled') }),
  z.object({ code: z.literal('catalog-fetch-failed'), reason: z.string() }),
  z.object({ code: z.literal('unknown-domain'), domain: z.string(), percent: z.number() }),
  z.object({ code: z.literal('unknown-headers'), headers: z.array(UnknownHeaderParamSchema) }),
  z.object({
    code: z.literal('unknown-setting-values'),
    values: z.array(UnknownSettingValueParamSchema),
  }),
  z.object({ code: z.literal('pack-platforms-skipped'), platforms: z.string() }),
  z.object({
    code: z.literal('unreadable-dates'),
    dateFormat: z.string(),
    lines: z.number().int().positive(),
    parsedLines: z.number().int().positive(),
    sample: z.string().optional(),
  }),
  z.object({
    code: z.literal('implausible-dates'),
    lines: z.number().int().positive(),
    parsedLines: z.number().int().positive(),
    sample: z.string().optional(),
  }),
  z.object({ code: z.literal('counter-double-click-headers'), headers: z.string() }),
  z.object({
    code: z.literal('no-exclusion-lists'),
    filters: z.string(),
    // What loads the lists (an environment variable, a CLI option); reports before it had none.
    setting: z.string().default('SILLAGE_EXCLUSIONS_DIR'),
  }),
  z.object({
    code: z.literal('enrichment-incomplete'),
    enrichers: z.string(),
    identifiers: z.number().int().nonnegative(),
    failures: z.number().int().nonnegative(),
  }),
  z.object({
    code: z.literal('parser-failures'),
    platforms: z.string(),
    errors: z.number().int().nonnegative(),
    timeouts: z.number().int().nonnegative(),
  }),
  z.object({ code: z.literal('skipped-middlewares'), middlewares: z.string() }),
  z.object({ code: z.literal('knowledge-base-hosts-missing'), platforms: z.string() }),
  z.object({
    code: z.literal('uncaptured-crypted-fields'),
    fields: z.string(),
    clear: z.string(),
  }),
  z.object({
    code: z.literal('uncaptured-user-fields'),
    fields: z.string(),
    by: z.string(),
    mode: z.enum(['deduplication', 'counter']),
  }),
  z.object({
    code: z.literal('unordered-lines'),
    lines: z.number().int().positive(),
    percent: z.number(),
  }),
]);
export type KnownReportNotice = z.infer<typeof KnownReportNoticeSchema>;

/**
 * A notice's code and values, typed, for a reader that words it; undefined for a code it does
 * not know or values that are not that code's (a report of a newer server): the reader then
 * shows the report's English sentence.
 */
export function readKnownNotice(notice: ReportNotice): KnownReportNotice | undefined {
  const parsed = KnownReportNoticeSchema.safeParse({ ...notice.params, code: notice.code });
  return parsed.success ? parsed.data : undefined;
}
