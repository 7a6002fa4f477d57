import type {
  DASHBOARD_FILTERS,
  Dashboard,
  DashboardCount,
  DashboardQuery,
} from '@sillage/shared-types';

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
}

/** Counts as chart points, each value named by `label` (manifest names, words for Y/N…). */
export function toChartPoints(
  counts: readonly DashboardCount[],
  label: (value: string) => string,
): ChartPoint[] {
  return counts.map((count) => ({ name: label(count.name), value: count.count }));
}

/**
 * An hour slot ("2012-11-29T23") or day ("2012-11-29") of the timeline. Slots are wall-clock
 * times of the dashboard's `timeZone` (the server counted them there): read as UTC and
 * formatted in UTC, they keep their hour.
 */
function parsePeriod(period: string, granularity: Dashboard['granularity']): number {
  return Date.parse(granularity === 'hour' ? `${period}:00:00Z` : `${period}T00:00:00Z`);
}

/**
 * Timeline points labelled in the page's language: "29 nov. 2012, 23:00" by hour, "29 nov. 2012"
 * by day (every label stands alone, for the data table). A period that does not parse stays.
 */
export function toTimelinePoints(dashboard: Dashboard, locale: string): ChartPoint[] {
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
    ...(dashboard.granularity === 'hour' ? { hour: '2-digit', minute: '2-digit' } : {}),
  });
  return dashboard.timeline.map((point) => {
    const instant = parsePeriod(point.period, dashboard.granularity);
    return {
      name: Number.isNaN(instant) ? point.period : format.format(instant),
      value: point.count,
    };
  });
}

/** Share of the matched events, as a whole percentage (0 when nothing matched). */
export function shareOf(count: number, dashboard: Pick<Dashboard, 'matched'>): number {
  return dashboard.matched === 0 ? 0 : Math.round((count / dashboard.matched) * 100);
}
