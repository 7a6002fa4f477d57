import type {
  Dashboard,
  DashboardCount,
  DashboardFilter,
  DashboardQuery,
  DashboardTitle,
} from '@sillage/shared-types';
import type { ResultRecord } from './result-records.js';

const TOP_TITLES = 20;
export const TOP_VALUES = 30;
/** Up to this many distinct days, the timeline is drawn by hour (a one-day log is the usual case). */
export const HOURLY_MAX_DAYS = 2;

function increment(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

export function ranked(map: Map<string, number>, limit: number): DashboardCount[] {
  return [...map.entries()]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** The most consulted titles, most first, ties by title. */
export function topTitles(titles: DashboardTitle[]): DashboardTitle[] {
  return titles
    .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title))
    .slice(0, TOP_TITLES);
}

/** The event's day (`date`, else the day of `datetime`), or undefined. */
export function dayOf(record: ResultRecord): string | undefined {
  const day = (record.date ?? record.datetime ?? '').slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
}

/** The event's hour slot `YYYY-MM-DDTHH` (from `datetime`, in the time zone it was written in). */
export function hourOf(record: ResultRecord, day: string): string {
  const match = /T(\d{2})/.exec(record.datetime ?? '');
  return `${day}T${match?.[1] ?? '00'}`;
}

/** The title an event consulted (and the key that tells titles apart), or undefined. */
export function titleOf(
  record: ResultRecord,
): { key: string; title: string; identifier: string; platform: string } | undefined {
  const identifier =
    record.print_identifier ?? record.online_identifier ?? record.title_id ?? record.doi ?? '';
  const title = record.publication_title ?? '';
  if (title === '' && identifier === '') {
    return undefined;
  }
  const platform = record.platform ?? '';
  return { key: `${platform}\u0000${title}\u0000${identifier}`, title, identifier, platform };
}

// Zone offsets only change on quarter hours: one Intl call per quarter hour of events.
export const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * The hour slot `YYYY-MM-DDTHH` of an instant in an IANA zone. The result's `datetime` carries
 * its offset (the job's Output-Timezone, UTC by default), so the instant is exact and the slot
 * is the wall-clock hour a viewer in that zone lived it.
 */
export function createZoneSlotter(timeZone: string): (instant: number) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
  });
  const cache = new Map<number, string>();
  return (instant) => {
    const bucket = Math.floor(instant / QUARTER_HOUR_MS);
    let slot = cache.get(bucket);
    if (slot === undefined) {
      const parts: Record<string, string> = {};
      for (const part of format.formatToParts(bucket * QUARTER_HOUR_MS)) {
        parts[part.type] = part.value;
      }
      slot = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}`;
      if (cache.size > 50_000) {
        cache.clear();
      }
      cache.set(bucket, slot);
    }
    return slot;
  };
}

/**
 * Counts a job's events into the dashboard straight from their records (the reference the
 * per-job index of dashboard-index.ts must answer exactly as): one pass, filters applied to everything but the
 * facets (so the filter menus keep offering every value).
 */
export class DashboardAggregator {
  private total = 0;
  private matched = 0;
  private readonly days = new Map<string, number>();
  private readonly hours = new Map<string, number>();
  private readonly split: Record<DashboardFilter, Map<string, number>> = {
    platform: new Map(),
    rtype: new Map(),
    mime: new Map(),
    on_campus: new Map(),
  };
  private readonly facets: Record<DashboardFilter, Set<string>> = {
    platform: new Set(),
    rtype: new Set(),
    mime: new Set(),
    on_campus: new Set(),
  };
  private readonly titles = new Map<string, DashboardTitle>();
  private firstDate: string | undefined;
  private lastDate: string | undefined;

  private readonly slotInZone: ((instant: number) => string) | undefined;

  /** `timeZone`: count hours and days in this IANA zone; undefined = as the result wrote them. */
  constructor(
    private readonly query: DashboardQuery,
    private readonly timeZone?: string,
  ) {
    this.slotInZone = timeZone === undefined ? undefined : createZoneSlotter(timeZone);
  }

  /** The event's day and hour slot, in the asked zone when its `datetime` can be read. */
  private timeOf(record: ResultRecord): { day: string; hour: string } | undefined {
    const instant = this.slotInZone === undefined ? Number.NaN : Date.parse(record.datetime ?? '');
    if (this.slotInZone !== undefined && !Number.isNaN(instant)) {
      const hour = this.slotInZone(instant);
      return { day: hour.slice(0, 10), hour };
    }
    const day = dayOf(record);
    return day === undefined ? undefined : { day, hour: hourOf(record, day) };
  }

  private passes(record: ResultRecord, day: string | undefined): boolean {
    const { platform, rtype, mime, on_campus: onCampus, from, to } = this.query;
    if (platform !== undefined && (record.platform ?? '') !== platform) return false;
    if (rtype !== undefined && (record.rtype ?? '') !== rtype) return false;
    if (mime !== undefined && (record.mime ?? '') !== mime) return false;
    if (onCampus !== undefined && (record.on_campus ?? '') !== onCampus) return false;
    if (from !== undefined && (day === undefined || day < from)) return false;
    if (to !== undefined && (day === undefined || day > to)) return false;
    return true;
  }

  add(record: ResultRecord): void {
    this.total += 1;
    const time = this.timeOf(record);
    const day = time?.day;
    for (const field of Object.keys(this.facets) as DashboardFilter[]) {
      this.facets[field].add(record[field] ?? '');
    }
    if (day !== undefined) {
      if (this.firstDate === undefined || day < this.firstDate) this.firstDate = day;
      if (this.lastDate === undefined || day > this.lastDate) this.lastDate = day;
    }
    if (!this.passes(record, day)) {
      return;
    }
    this.matched += 1;
    if (time !== undefined) {
      increment(this.days, time.day);
      increment(this.hours, time.hour);
    }
    for (const field of Object.keys(this.split) as DashboardFilter[]) {
      increment(this.split[field], record[field] ?? '');
    }
    const consulted = titleOf(record);
    if (consulted !== undefined) {
      const row = this.titles.get(consulted.key);
      if (row) {
        row.count += 1;
      } else {
        const { title, identifier, platform } = consulted;
        this.titles.set(consulted.key, { title, identifier, platform, count: 1 });
      }
    }
  }

  build(): Dashboard {
    const hourly = this.days.size <= HOURLY_MAX_DAYS;
    const timeline = [...(hourly ? this.hours : this.days).entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([period, count]) => ({ period, count }));
    const sortedFacet = (field: DashboardFilter) => [...this.facets[field]].sort();
    return {
      total: this.total,
      matched: this.matched,
      granularity: hourly ? 'hour' : 'day',
      timeZone: this.timeZone ?? null,
      timeline,
      platforms: ranked(this.split.platform, TOP_VALUES),
      rtypes: ranked(this.split.rtype, TOP_VALUES),
      mimes: ranked(this.split.mime, TOP_VALUES),
      onCampus: ranked(this.split.on_campus, TOP_VALUES),
      titles: topTitles([...this.titles.values()]),
      facets: {
        platform: sortedFacet('platform'),
        rtype: sortedFacet('rtype'),
        mime: sortedFacet('mime'),
        on_campus: sortedFacet('on_campus'),
        firstDate: this.firstDate ?? null,
        lastDate: this.lastDate ?? null,
      },
    };
  }
}
