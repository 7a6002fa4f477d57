import { civilFromDays, daysFromCivil } from './civil-time.js';

/** The time fields of an access event. */
export interface EventTime {
  /** ISO 8601 with the zone's offset, e.g. `2012-11-30T00:23:55+01:00`. */
  datetime: string;
  /** Unix seconds. */
  timestamp: number;
  /** `YYYY-MM-DD` in the zone. */
  date: string;
}

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
// UTC offsets only change on quarter-hour boundaries, so one lookup per quarter hour suffices.
const OFFSET_BUCKET_MS = 15 * MS_PER_MINUTE;
const MAX_CACHED_BUCKETS = 50_000;

interface ZoneState {
  readonly formatter: Intl.DateTimeFormat | null;
  readonly offsets: Map<number, number>;
  lastSecond: number;
  lastDatetime: string;
  lastDate: string;
  lastTimestamp: string;
}

const zones = new Map<string, ZoneState>();
const civil: [number, number, number] = [0, 0, 0];

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

function formatYear(year: number): string {
  if (year >= 1000 && year <= 9999) {
    return String(year);
  }
  const text = String(Math.abs(year)).padStart(4, '0');
  return year < 0 ? `-${text}` : text;
}

function getZone(timeZone: string | undefined): ZoneState {
  const key = timeZone ?? 'UTC';
  let state = zones.get(key);
  if (state === undefined) {
    const isUtc = key === 'UTC' || key === 'Etc/UTC';
    // Throws RangeError for a name Intl does not know, before anything is cached.
    const formatter = isUtc
      ? null
      : new Intl.DateTimeFormat('en-US', {
          timeZone: key,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
          era: 'short',
        });
    state = {
      formatter,
      offsets: new Map(),
      lastSecond: Number.NaN,
      lastDatetime: '',
      lastDate: '',
      lastTimestamp: '',
    };
    zones.set(key, state);
  }
  return state;
}

function offsetMinutesAt(state: ZoneState, epochMs: number): number {
  if (state.formatter === null) {
    return 0;
  }
  const bucket = Math.floor(epochMs / OFFSET_BUCKET_MS);
  const cached = state.offsets.get(bucket);
  if (cached !== undefined) {
    return cached;
  }
  const probe = bucket * OFFSET_BUCKET_MS;
  const parts: Record<string, string> = {};
  for (const part of state.formatter.formatToParts(probe)) {
    parts[part.type] = part.value;
  }
  const yearOfEra = Number(parts.year);
  const year = parts.era === 'BC' || parts.era === 'B' ? 1 - yearOfEra : yearOfEra;
  const local =
    ((daysFromCivil(year, Number(parts.month), Number(parts.day)) * 24 + Number(parts.hour)) * 60 +
      Number(parts.minute)) *
    MS_PER_MINUTE;
  const offset = Math.round((local - probe) / MS_PER_MINUTE);
  if (state.offsets.size >= MAX_CACHED_BUCKETS) {
    state.offsets.clear();
  }
  state.offsets.set(bucket, offset);
  return offset;
}

// Log lines come in time order, so consecutive events usually share their second: the strings
// of the last second are kept per zone and reused.
function updateSecond(state: ZoneState, epochMs: number): void {
  const timestamp = Math.floor(epochMs / 1000);
  if (timestamp === state.lastSecond) {
    return;
  }
  const offset = offsetMinutesAt(state, epochMs);
  const localMs = timestamp * 1000 + offset * MS_PER_MINUTE;
  const days = Math.floor(localMs / MS_PER_DAY);
  const secondOfDay = Math.floor((localMs - days * MS_PER_DAY) / 1000);
  civilFromDays(days, civil);
  const absOffset = Math.abs(offset);
  const date = `${formatYear(civil[0])}-${pad2(civil[1])}-${pad2(civil[2])}`;
  state.lastDate = date;
  state.lastDatetime =
    `${date}T${pad2(Math.floor(secondOfDay / 3600))}:${pad2(Math.floor(secondOfDay / 60) % 60)}:` +
    `${pad2(secondOfDay % 60)}${offset < 0 ? '-' : '+'}${pad2(Math.floor(absOffset / 60))}:${pad2(absOffset % 60)}`;
  state.lastTimestamp = String(timestamp);
  state.lastSecond = timestamp;
}

/**
 * Formats an instant as the event's `datetime` (ISO 8601 with the zone's offset), `timestamp`
 * (unix seconds) and `date`, in UTC by default or in the given IANA zone; never in the server's
 * local zone. Throws RangeError for an unknown zone name.
 */
export function formatEventTime(epochMs: number, timeZone?: string): EventTime {
  const state = getZone(timeZone);
  updateSecond(state, epochMs);
  return { datetime: state.lastDatetime, timestamp: state.lastSecond, date: state.lastDate };
}

/**
 * Returns a writer of `datetime`, `timestamp` (as text) and `date` into an event, allocation-free
 * on the hot path; throws RangeError at once for an unknown zone name.
 */
export function createEventTimeWriter(
  timeZone?: string,
): (fields: Record<string, string>, epochMs: number) => void {
  const state = getZone(timeZone);
  return (fields, epochMs) => {
    updateSecond(state, epochMs);
    fields.datetime = state.lastDatetime;
    fields.timestamp = state.lastTimestamp;
    fields.date = state.lastDate;
  };
}

/** Tells whether Intl knows this IANA zone name (so `Output-Timezone` can be validated up front). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    getZone(timeZone);
    return true;
  } catch {
    return false;
  }
}
