import {
  DASHBOARD_FILTERS,
  type Dashboard,
  type DashboardCount,
  type DashboardFilter,
  type DashboardQuery,
} from '@sillage/shared-types';
import {
  createZoneSlotter,
  HOURLY_MAX_DAYS,
  QUARTER_HOUR_MS,
  ranked,
  TOP_VALUES,
  topTitles,
} from './dashboard-aggregator.js';
import type { DashboardIndex } from './dashboard-index.js';

/**
 * Counts per code, remembering the order in which codes were first counted: the maps the
 * reference aggregator fills keep that order, and it breaks ties of its sorts.
 */
class OrderedCounts {
  readonly counts: Int32Array;
  readonly order: number[] = [];

  constructor(size: number) {
    this.counts = new Int32Array(size);
  }

  add(code: number): void {
    const count = this.counts[code] ?? 0;
    if (count === 0) this.order.push(code);
    this.counts[code] = count + 1;
  }

  /** Name → count in first-counted order, as a Map filled event by event would hold them. */
  toMap(names: readonly string[]): Map<string, number> {
    const map = new Map<string, number>();
    for (const code of this.order) map.set(names[code] ?? '', this.counts[code] ?? 0);
    return map;
  }
}

/** Codes of distinct texts (hour slots, days), built for one request. */
class TextCodes {
  private readonly codes = new Map<string, number>();
  readonly texts: string[] = [];

  code(text: string): number {
    let code = this.codes.get(text);
    if (code === undefined) {
      code = this.texts.length;
      this.codes.set(text, code);
      this.texts.push(text);
    }
    return code;
  }
}

/**
 * The dashboard of a job from its index: the same answer, to the byte, as DashboardAggregator
 * fed with every record of the result (`timeZone`: count hours and days in this IANA zone;
 * undefined = as the result wrote them). Zones are applied once per distinct quarter hour, the
 * filters once per event on integer codes.
 */
export function dashboardFromIndex(
  index: DashboardIndex,
  query: DashboardQuery,
  timeZone?: string,
): Dashboard {
  const slotInZone = timeZone === undefined ? undefined : createZoneSlotter(timeZone);
  // Hour slots (and their days) of each distinct quarter hour and written time.
  const hours = new TextCodes();
  const days = new TextCodes();
  const hourDay: number[] = [];
  const hourCode = (hour: string) => {
    const code = hours.code(hour);
    if (code === hourDay.length) hourDay.push(days.code(hour.slice(0, 10)));
    return code;
  };
  const quarterHour = Int32Array.from(index.quarters, (quarter) =>
    slotInZone === undefined ? -1 : hourCode(slotInZone(quarter * QUARTER_HOUR_MS)),
  );
  const writtenHour = Int32Array.from(index.written, (time) => hourCode(time.hour));

  // Filters as codes: -1 = no filter; a value no event has = a code no event carries.
  const wanted = {} as Record<DashboardFilter, number>;
  for (const field of DASHBOARD_FILTERS) {
    const value = query[field];
    const code = value === undefined ? -1 : index.values[field].indexOf(value);
    wanted[field] = value !== undefined && code === -1 ? index.values[field].length : code;
  }
  const { from, to } = query;
  const dayPasses = Uint8Array.from(
    days.texts,
    (day) => +((from === undefined || day >= from) && (to === undefined || day <= to)),
  );
  const dayFilter = from !== undefined || to !== undefined;

  const seenDays = new Uint8Array(days.texts.length);
  const dayCounts = new OrderedCounts(days.texts.length);
  const hourCounts = new OrderedCounts(hours.texts.length);
  const split = Object.fromEntries(
    DASHBOARD_FILTERS.map((field) => [field, new OrderedCounts(index.values[field].length)]),
  ) as Record<DashboardFilter, OrderedCounts>;
  const titleCounts = new OrderedCounts(index.titles.length);
  const { platform, rtype, mime, on_campus: onCampus } = index.codes;
  const wantPlatform = wanted.platform;
  const wantRtype = wanted.rtype;
  const wantMime = wanted.mime;
  const wantOnCampus = wanted.on_campus;
  let matched = 0;
  for (let event = 0; event < index.count; event += 1) {
    // Codes are in range by construction: each `?? 0` only tells the compiler so.
    const quarter = index.quarterCodes[event] ?? 0;
    const written = index.writtenCodes[event] ?? 0;
    const hour =
      slotInZone !== undefined && quarter !== 0
        ? (quarterHour[quarter - 1] ?? -1)
        : written !== 0
          ? (writtenHour[written - 1] ?? -1)
          : -1;
    const day = hour === -1 ? -1 : (hourDay[hour] ?? -1);
    const platformCode = platform[event] ?? 0;
    const rtypeCode = rtype[event] ?? 0;
    const mimeCode = mime[event] ?? 0;
    const onCampusCode = onCampus[event] ?? 0;
    if (day !== -1) seenDays[day] = 1;
    if (wantPlatform !== -1 && platformCode !== wantPlatform) continue;
    if (wantRtype !== -1 && rtypeCode !== wantRtype) continue;
    if (wantMime !== -1 && mimeCode !== wantMime) continue;
    if (wantOnCampus !== -1 && onCampusCode !== wantOnCampus) continue;
    if (dayFilter && (day === -1 || dayPasses[day] === 0)) continue;
    matched += 1;
    if (hour !== -1) {
      dayCounts.add(day);
      hourCounts.add(hour);
    }
    split.platform.add(platformCode);
    split.rtype.add(rtypeCode);
    split.mime.add(mimeCode);
    split.on_campus.add(onCampusCode);
    const title = index.titleCodes[event] ?? 0;
    if (title !== 0) titleCounts.add(title - 1);
  }

  let firstDate: string | undefined;
  let lastDate: string | undefined;
  days.texts.forEach((day, code) => {
    if (seenDays[code] === 0) return;
    if (firstDate === undefined || day < firstDate) firstDate = day;
    if (lastDate === undefined || day > lastDate) lastDate = day;
  });
  const hourly = dayCounts.order.length <= HOURLY_MAX_DAYS;
  const timeline = [
    ...(hourly ? hourCounts.toMap(hours.texts) : dayCounts.toMap(days.texts)).entries(),
  ]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([period, count]) => ({ period, count }));
  const rankedSplit = (field: DashboardFilter): DashboardCount[] =>
    ranked(split[field].toMap(index.values[field]), TOP_VALUES);
  const sortedFacet = (field: DashboardFilter) => [...index.values[field]].sort();
  return {
    total: index.count,
    matched,
    granularity: hourly ? 'hour' : 'day',
    timeZone: timeZone ?? null,
    timeline,
    platforms: rankedSplit('platform'),
    rtypes: rankedSplit('rtype'),
    mimes: rankedSplit('mime'),
    onCampus: rankedSplit('on_campus'),
    titles: topTitles(
      titleCounts.order.flatMap((code) => {
        const row = index.titles[code];
        return row === undefined ? [] : [{ ...row, count: titleCounts.counts[code] ?? 0 }];
      }),
    ),
    facets: {
      platform: sortedFacet('platform'),
      rtype: sortedFacet('rtype'),
      mime: sortedFacet('mime'),
      on_campus: sortedFacet('on_campus'),
      firstDate: firstDate ?? null,
      lastDate: lastDate ?? null,
    },
  };
}
