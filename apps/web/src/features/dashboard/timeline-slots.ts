import type { Dashboard } from '@sillage/shared-types';

/** The span of one point of the drawn timeline. */
export type TimelineUnit = 'hour' | 'day' | 'week' | 'month';

/** One point of the drawn timeline: when its slot starts (a wall-clock time read as UTC). */
export interface TimelineSlot {
  start: number;
  count: number;
}

/**
 * The most points a timeline draws. The server counts by hour or by day and sends only the
 * periods that have events; filled with zeros, a log of two days years apart would need tens of
 * thousands of points. The rule: the finest unit (hour, day, week, month, never finer than the
 * server's) whose slots over the events' range fit in 366. A full year, the usual span of a
 * usage report, thus stays by day; past that a point would get under 2 px of a laptop-wide chart,
 * so weeks take over (up to 7 years), then months.
 */
export const MAX_TIMELINE_POINTS = 366;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * An hour slot ("2012-11-29T23") or day ("2012-11-29") of the server's timeline, as a UTC
 * instant. Slots are wall-clock times of the dashboard's `timeZone` (the server counted them
 * there): read and written in UTC they keep their hour, and no day is 23 or 25 hours long.
 */
export function parsePeriod(period: string, granularity: Dashboard['granularity']): number {
  return Date.parse(granularity === 'hour' ? `${period}:00:00Z` : `${period}T00:00:00Z`);
}

/** The start of the slot of `unit` holding `instant`; weeks start on Monday (ISO 8601). */
function slotStart(instant: number, unit: TimelineUnit): number {
  const date = new Date(instant);
  switch (unit) {
    case 'hour':
      return instant - (instant % HOUR_MS);
    case 'day':
      return instant - (instant % DAY_MS);
    case 'week': {
      const daysSinceMonday = (date.getUTCDay() + 6) % 7;
      return instant - (instant % DAY_MS) - daysSinceMonday * DAY_MS;
    }
    case 'month':
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  }
}

/** The start of the slot after the one starting at `start`. */
function nextSlot(start: number, unit: TimelineUnit): number {
  switch (unit) {
    case 'hour':
      return start + HOUR_MS;
    case 'day':
      return start + DAY_MS;
    case 'week':
      return start + 7 * DAY_MS;
    case 'month': {
      const date = new Date(start);
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
    }
  }
}

/** How many slots of `unit` run from the one holding `first` to the one holding `last`. */
function countSlots(first: number, last: number, unit: TimelineUnit): number {
  const from = slotStart(first, unit);
  const to = slotStart(last, unit);
  if (unit === 'month') {
    const start = new Date(from);
    const end = new Date(to);
    return (
      (end.getUTCFullYear() - start.getUTCFullYear()) * 12 +
      end.getUTCMonth() -
      start.getUTCMonth() +
      1
    );
  }
  return (
    Math.round((to - from) / (unit === 'hour' ? HOUR_MS : unit === 'day' ? DAY_MS : 7 * DAY_MS)) + 1
  );
}

/**
 * The timeline as it is drawn: every slot from the first event's to the last one's, those
 * without events at 0, so that the axis is true time (two days months apart are not drawn side
 * by side). Null when a period does not parse: the server's points are then shown as they are.
 */
export function fillTimeline(
  dashboard: Pick<Dashboard, 'granularity' | 'timeline'>,
): { unit: TimelineUnit; slots: TimelineSlot[] } | null {
  const instants = dashboard.timeline.map((point) => ({
    instant: parsePeriod(point.period, dashboard.granularity),
    count: point.count,
  }));
  if (instants.some(({ instant }) => Number.isNaN(instant))) {
    return null;
  }
  const units: readonly TimelineUnit[] =
    dashboard.granularity === 'hour' ? ['hour', 'day', 'week', 'month'] : ['day', 'week', 'month'];
  if (instants.length === 0) {
    return { unit: units[0] ?? 'day', slots: [] };
  }
  const first = Math.min(...instants.map(({ instant }) => instant));
  const last = Math.max(...instants.map(({ instant }) => instant));
  const unit =
    units.find((candidate) => countSlots(first, last, candidate) <= MAX_TIMELINE_POINTS) ?? 'month';
  const counts = new Map<number, number>();
  for (const { instant, count } of instants) {
    const start = slotStart(instant, unit);
    counts.set(start, (counts.get(start) ?? 0) + count);
  }
  const slots: TimelineSlot[] = [];
  for (let start = slotStart(first, unit); start <= last; start = nextSlot(start, unit)) {
    slots.push({ start, count: counts.get(start) ?? 0 });
  }
  return { unit, slots };
}
