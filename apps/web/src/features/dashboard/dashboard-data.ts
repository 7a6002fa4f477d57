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
 * Timeline points with readable labels: `30/11 14h` style by hour (the day only when it changes
 * would be nicer, but every label must stand alone for the data table), `2012-11-30` by day.
 */
export function toTimelinePoints(dashboard: Dashboard): ChartPoint[] {
  return dashboard.timeline.map((point) => ({
    name:
      dashboard.granularity === 'hour'
        ? `${point.period.slice(0, 10)} ${point.period.slice(11, 13)}:00`
        : point.period,
    value: point.count,
  }));
}

/** Share of the matched events, as a whole percentage (0 when nothing matched). */
export function shareOf(count: number, dashboard: Pick<Dashboard, 'matched'>): number {
  return dashboard.matched === 0 ? 0 : Math.round((count / dashboard.matched) * 100);
}
