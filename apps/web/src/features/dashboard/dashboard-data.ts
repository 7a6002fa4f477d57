import type {
  DASHBOARD_FILTERS,
  Dashboard,
  DashboardCount,
  DashboardQuery,
} from '@sillage/shared-types';
import type { IntlShape } from 'react-intl';
import { nameCountPoint } from '../report/report-data.js';
import { dashboardMessages } from './dashboard.messages.js';
import { fillTimeline, parsePeriod, type TimelineUnit } from './timeline-slots.js';

/** The dashboard's filter form: '' = no filter. */
export type DashboardFilters = Record<(typeof DASHBOARD_FILTERS)[number] | 'from' | 'to', string>;

export const NO_FILTERS: DashboardFilters = {
  platform: '',
  rtype: '',
  mime: '',
  on_campus: '',
  from: '',
  to: '',
};

/** The API query for a filter form, without the empty filters. */
export function toDashboardQuery(filters: DashboardFilters): DashboardQuery {
  const query: DashboardQuery = {};
  for (const [name, value] of Object.entries(filters) as [keyof DashboardFilters, string][]) {
    if (value.trim() !== '') {
      query[name] = value.trim();
    }
  }
  return query;
}

/** True when at least one filter is set. */
export function hasFilters(filters: DashboardFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '');
}

export interface ChartPoint {
  name: string;
  value: number;
  /** The value the name stands for ("TOC" for "Table of contents"), when they differ. */
  code?: string;
}

/**
 * Counts as chart points, each value named by `label` (manifest names, words for Y/N, resource
 * types and formats…), the value itself kept as the point's code for tooltips.
 */
export function toChartPoints(
  counts: readonly DashboardCount[],
  label: (value: string) => string,
): ChartPoint[] {
  return counts.map((count) => nameCountPoint(count.name, label(count.name), count.count));
}

const SLOT_TIME_SEPARATOR = ', ';

/**
 * A slot's label as the time axis writes it: an hour's day above its time, so that a phone has
 * room for more than one label; other slots on one line.
 */
export function slotLabelLines(label: string, unit: TimelineUnit): string[] {
  const cut = label.lastIndexOf(SLOT_TIME_SEPARATOR);
  return unit === 'hour' && cut > 0
    ? [label.slice(0, cut), label.slice(cut + SLOT_TIME_SEPARATOR.length)]
    : [label];
}

/** The labels of a timeline's points, in the page's language. */
function createSlotFormatter(
  unit: TimelineUnit,
  intl: Pick<IntlShape, 'locale' | 'formatMessage'>,
): (start: number) => string {
  const dayOptions = {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  } as const satisfies Intl.DateTimeFormatOptions;
  const day = new Intl.DateTimeFormat(intl.locale, dayOptions);
  switch (unit) {
    case 'hour': {
      // The day, then the time after a comma: the time axis shows them on two lines.
      const hour = new Intl.DateTimeFormat(intl.locale, {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'UTC',
      });
      return (start) => `${day.format(start)}${SLOT_TIME_SEPARATOR}${hour.format(start)}`;
    }
    case 'day':
      return (start) => day.format(start);
    case 'week':
      return (start) => intl.formatMessage(dashboardMessages.weekOf, { day: day.format(start) });
    case 'month': {
      const month = new Intl.DateTimeFormat(intl.locale, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      return (start) => month.format(start);
    }
  }
}

/**
 * The timeline as drawn (see `fillTimeline`: every slot of the range, by hour, day, week or
 * month), labelled in the page's language: "29 nov. 2012, 23:00", "29 nov. 2012", "Semaine du
 * 26 nov. 2012", "novembre 2012"; every label stands alone, for the data table. When a period
 * does not parse, the server's points are kept as they came, that period named as written.
 */
export function toTimeline(
  dashboard: Pick<Dashboard, 'granularity' | 'timeline'>,
  intl: Pick<IntlShape, 'locale' | 'formatMessage'>,
): { unit: TimelineUnit; points: ChartPoint[] } {
  const filled = fillTimeline(dashboard);
  if (filled === null) {
    const label = createSlotFormatter(dashboard.granularity, intl);
    return {
      unit: dashboard.granularity,
      points: dashboard.timeline.map((point) => {
        const instant = parsePeriod(point.period, dashboard.granularity);
        return {
          name: Number.isNaN(instant) ? point.period : label(instant),
          value: point.count,
        };
      }),
    };
  }
  const label = createSlotFormatter(filled.unit, intl);
  return {
    unit: filled.unit,
    points: filled.slots.map((slot) => ({ name: label(slot.start), value: slot.count })),
  };
}

/** Share of the matched events, as a whole percentage (0 when nothing matched). */
export function shareOf(count: number, dashboard: Pick<Dashboard, 'matched'>): number {
  return dashboard.matched === 0 ? 0 : Math.round((count / dashboard.matched) * 100);
}
