import { z } from 'zod';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a day of the calendar written `YYYY-MM-DD` (not `2012-13-45`, nor `2025-02-29`). */
function isCalendarDay(text: string): boolean {
  const parts = DAY.exec(text);
  if (parts === null) {
    return false;
  }
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** True for a time zone name Intl knows (`Europe/Paris`, `UTC`). */
function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * `GET /api/jobs/{jobId}/dashboard` filters: each narrows the events counted; empty = all.
 * `from`/`to` are inclusive days (`YYYY-MM-DD`) compared with the events' days. `tz` is the
 * viewer's IANA zone: hours and days are counted in it, unless the job chose an Output-Timezone.
 * A `to` before `from` is refused: it could only ever count nothing.
 */
export const DashboardQuerySchema = z
  .object({
    platform: z.string().min(1).optional(),
    rtype: z.string().min(1).optional(),
    mime: z.string().min(1).optional(),
    on_campus: z.string().min(1).optional(),
    from: z.string().refine(isCalendarDay, 'must be a day, YYYY-MM-DD').optional(),
    to: z.string().refine(isCalendarDay, 'must be a day, YYYY-MM-DD').optional(),
    tz: z.string().refine(isKnownTimeZone, 'must be an IANA time zone').optional(),
  })
  // ISO days compare as text.
  .refine(({ from, to }) => from === undefined || to === undefined || from <= to, {
    message: 'must not be before from',
    path: ['to'],
  });
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;
export const DASHBOARD_FILTERS = ['platform', 'rtype', 'mime', 'on_campus'] as const;
export type DashboardFilter = (typeof DASHBOARD_FILTERS)[number];

const count = z.number().int().nonnegative();

/** One bar or slice: a field value (empty string when the event had none) and its events. */
export const DashboardCountSchema = z.object({ name: z.string(), count });
export type DashboardCount = z.infer<typeof DashboardCountSchema>;

/** One title among the most consulted: its name, identifier and platform. */
export const DashboardTitleSchema = z.object({
  title: z.string(),
  identifier: z.string(),
  platform: z.string(),
  count,
});
export type DashboardTitle = z.infer<typeof DashboardTitleSchema>;

/**
 * Usage dashboard of a finished job, computed from its result file: consultations over time
 * (by hour when the events span at most two days, else by day), split by platform, rtype, mime
 * and on/off campus, and the most consulted titles, all after the filters; `facets` lists every
 * value the filters can take (from all events).
 */
export const DashboardSchema = z.object({
  /** Events in the result. */
  total: count,
  /** Events that pass the filters. */
  matched: count,
  granularity: z.enum(['hour', 'day']),
  /**
   * The IANA zone the timeline's hours and days (and the day filters) are in: the job's
   * Output-Timezone when it chose one, else the viewer's `tz`; null = as the result wrote them.
   */
  timeZone: z.string().nullable(),
  /** `YYYY-MM-DD` or `YYYY-MM-DDTHH`, in time order. */
  timeline: z.array(z.object({ period: z.string(), count })),
  platforms: z.array(DashboardCountSchema),
  rtypes: z.array(DashboardCountSchema),
  mimes: z.array(DashboardCountSchema),
  onCampus: z.array(DashboardCountSchema),
  /** At most 20, most consulted first. */
  titles: z.array(DashboardTitleSchema),
  facets: z.object({
    platform: z.array(z.string()),
    rtype: z.array(z.string()),
    mime: z.array(z.string()),
    on_campus: z.array(z.string()),
    firstDate: z.string().nullable(),
    lastDate: z.string().nullable(),
  }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
