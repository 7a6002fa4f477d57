import { z } from 'zod';

/** How a job counts: `reference` (ezPAARSE-compatible, the default) or `r51` (COUNTER R5.1 rules). */
export const COUNTER_MODES = ['reference', 'r51'] as const;
export const CounterModeSchema = z.enum(COUNTER_MODES);
export type CounterMode = z.infer<typeof CounterModeSchema>;

/** The COUNTER R5.1 metrics a log-based job can compute (counter.md §2.8), in report order. */
export const COUNTER_METRICS = [
  'Total_Item_Investigations',
  'Unique_Item_Investigations',
  'Unique_Title_Investigations',
  'Total_Item_Requests',
  'Unique_Item_Requests',
  'Unique_Title_Requests',
  'No_License',
] as const;
export type CounterMetric = (typeof COUNTER_METRICS)[number];

const count = z.number().int().nonnegative();

/** Metric counts of one reporting cell; every metric is present (0 when nothing counted). */
export const CounterMetricsSchema = z.object({
  Total_Item_Investigations: count,
  Unique_Item_Investigations: count,
  Unique_Title_Investigations: count,
  Total_Item_Requests: count,
  Unique_Item_Requests: count,
  Unique_Title_Requests: count,
  No_License: count,
});
export type CounterMetrics = z.infer<typeof CounterMetricsSchema>;

/**
 * One reporting cell: platform × title (print identifier, online identifier, title) × data type ×
 * month. Events without any title information fall into the platform's row of their data type,
 * with empty title fields.
 */
export const CounterRowSchema = z.object({
  platform: z.string(),
  platform_name: z.string(),
  publication_title: z.string(),
  print_identifier: z.string(),
  online_identifier: z.string(),
  /**
   * Sillage: the platform's own id of the title (the events' `title_id`, '' when none), which
   * tells apart titles that have no ISSN or ISBN (R5.1's Proprietary_ID); absent from older files.
   */
  title_id: z.string().optional(),
  /** `Book` when the title is a book (rtype or ISBN), `Journal` when it has an ISSN, else `Other`. */
  data_type: z.enum(['Book', 'Journal', 'Other']),
  /** Usage month, `YYYY-MM` (the events' `date`, i.e. in the job's Output-Timezone). */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  metrics: CounterMetricsSchema,
});
export type CounterRow = z.infer<typeof CounterRowSchema>;

/**
 * One platform × month: the same metrics counted over the whole platform. Its Unique_* are not
 * the sum of the title rows': one item can show under two titles (a parser reading two ISSNs
 * from one PII), and one session's item counts once per platform.
 */
export const CounterPlatformRowSchema = z.object({
  platform: z.string(),
  platform_name: z.string(),
  month: z.string().regex(/^\d{4}-\d{2}$/),
  metrics: CounterMetricsSchema,
});
export type CounterPlatformRow = z.infer<typeof CounterPlatformRowSchema>;

/**
 * `counter.json` of a job run in `COUNTER-Mode: r51`: COUNTER-style (not audited) title-level
 * usage computed from the job's own events, rows sorted by platform, title, month.
 */
export const CounterReportSchema = z.object({
  release: z.literal('5.1'),
  job_id: z.string(),
  created: z.string(),
  /** First and last usage month (`YYYY-MM`), null when no event was counted. */
  begin_month: z.string().nullable(),
  end_month: z.string().nullable(),
  /**
   * First and last day of the lines read (`YYYY-MM-DD`, the job's output time zone), null when
   * none was dated: a log that starts or ends inside a month reports part of it (absent from
   * older counter.json).
   */
  first_day: z.string().nullable().optional(),
  last_day: z.string().nullable().optional(),
  /** Which user-agent list excluded robots (`counter-robots`, `isbot` or `none`). */
  robots_list: z.enum(['counter-robots', 'isbot', 'none']),
  /** What log-derived numbers cannot know (Access_Type, YOP, searches…), for the reader. */
  notes: z.array(z.string()),
  rows: z.array(CounterRowSchema),
  /** Platform × month totals, sorted by platform and month (absent from older counter.json). */
  platforms: z.array(CounterPlatformRowSchema).optional(),
});
export type CounterReport = z.infer<typeof CounterReportSchema>;
