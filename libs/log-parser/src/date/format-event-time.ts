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
// UTC offsets nearly always change on quarter-hour boundaries: one lookup per quarter hour.
const OFFSET_BUCKET_MS = 15 * MS_PER_MINUTE;
const MAX_CACHED_BUCKETS = 50_000;

interface ZoneState {
  readonly formatter: Intl.DateTimeFormat | null;
  readonly offsets: Map<number, number>;
  lastSecond: number;
  lastDatetime: string;
  lastDate: string;
  lastTimestamp: string;
  /** The local minute (and offset) the prefix below was built for. */
  prefixMinute: number;
  prefixOffset: number;
  /** `YYYY-MM-DDTHH:mm:` of that minute, shared by the events of the minute. */
  minutePrefix: string;
  /** `±HH:MM` of that offset. */
  offsetSuffix: string;
}

// `00` to `99`, so that writing a time allocates no two-digit strings.
const TWO_DIGITS: readonly string[] = Array.from({ length: 100 }, (_, value) =>
  value < 10 ? `0${value}` : String(value),
);

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
      prefixMinute: Number.NaN,
      prefixOffset: Number.NaN,
      minutePrefix: '',
      offsetSuffix: '',
    };
    zones.set(key, state);
  }
  return state;
}

/** The zone's offset at a whole minute, asked of Intl. */
function readOffsetMinutes(formatter: Intl.DateTimeFormat, minuteMs: number): number {
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(minuteMs)) {
    parts[part.type] = part.value;
  }
  const yearOfEra = Number(parts.year);
  const year = parts.era === 'BC' || parts.era === 'B' ? 1 - yearOfEra : yearOfEra;
  const local =
    ((daysFromCivil(year, Number(parts.month), Number(parts.day)) * 24 + Number(parts.hour)) * 60 +
      Number(parts.minute)) *
    MS_PER_MINUTE;
  return Math.round((local - minuteMs) / MS_PER_MINUTE);
}

function offsetMinutesAt(state: ZoneState, epochMs: number): number {
  const { formatter } = state;
  if (formatter === null) {
    return 0;
  }
  const bucket = Math.floor(epochMs / OFFSET_BUCKET_MS);
  const cached = state.offsets.get(bucket);
  if (cached !== undefined) {
    return cached;
  }
  const start = bucket * OFFSET_BUCKET_MS;
  const offset = readOffsetMinutes(formatter, start);
  // Nearly every change falls on a quarter hour; one that does not (Newfoundland changed at
  // 00:01 until 2011) leaves its quarter hour uncached, read minute by minute.
  if (readOffsetMinutes(formatter, start + OFFSET_BUCKET_MS - MS_PER_MINUTE) !== offset) {
    return readOffsetMinutes(formatter, Math.floor(epochMs / MS_PER_MINUTE) * MS_PER_MINUTE);
  }
  if (state.offsets.size >= MAX_CACHED_BUCKETS) {
    state.offsets.clear();
  }
  state.offsets.set(bucket, offset);
  return offset;
}

// Log lines come in time order: consecutive events usually share their second, and nearly always
// their minute. The strings of the last second are kept per zone and reused, and a new second of
// the same minute only appends its seconds to the minute's prefix.
function updateSecond(state: ZoneState, epochMs: number): void {
  const timestamp = Math.floor(epochMs / 1000);
  if (timestamp === state.lastSecond) {
    return;
  }
  const offset = offsetMinutesAt(state, epochMs);
  const localSeconds = timestamp + offset * 60;
  const minute = Math.floor(localSeconds / 60);
  if (minute !== state.prefixMinute || offset !== state.prefixOffset) {
    const localMs = minute * MS_PER_MINUTE;
    const days = Math.floor(localMs / MS_PER_DAY);
    const minuteOfDay = Math.floor((localMs - days * MS_PER_DAY) / MS_PER_MINUTE);
    civilFromDays(days, civil);
    state.lastDate = `${formatYear(civil[0])}-${pad2(civil[1])}-${pad2(civil[2])}`;
    state.minutePrefix = `${state.lastDate}T${pad2(Math.floor(minuteOfDay / 60))}:${pad2(minuteOfDay % 60)}:`;
    const absOffset = Math.abs(offset);
    state.offsetSuffix = `${offset < 0 ? '-' : '+'}${pad2(Math.floor(absOffset / 60))}:${pad2(absOffset % 60)}`;
    state.prefixMinute = minute;
    state.prefixOffset = offset;
  }
  state.lastDatetime =
    state.minutePrefix + (TWO_DIGITS[localSeconds - minute * 60] ?? '') + state.offsetSuffix;
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

/** Far enough from a wall time, in UTC, to lie on either side of any transition near it. */
const AROUND_MS = 14 * 60 * MS_PER_MINUTE;

/**
 * Returns what a wall-clock time of the zone (its fields read as if in UTC, in ms) is as an
 * instant, for log dates that carry no offset; undefined for UTC, where the two are the same. A
 * time a clock change skipped moves forward by the change, as moment-timezone moves it. A time the
 * clock showed twice is the first one, unless the log has gone back in time by more than half the
 * change to reach it: log lines come in time order, so that is the second pass of the repeated
 * hour. Create one per job. Throws RangeError at once for an unknown zone name.
 */
export function createWallTimeReader(
  timeZone: string | undefined,
): ((wallMs: number) => number) | undefined {
  const state = getZone(timeZone);
  if (state.formatter === null) {
    return undefined;
  }
  const offsetMs = (epochMs: number) => offsetMinutesAt(state, epochMs) * MS_PER_MINUTE;
  // One answer per wall-clock minute (a change may fall on any minute).
  let lastMinute = Number.NaN;
  let firstOffsetMs = 0;
  /** The offset of a wall time's second showing, in a repeated minute. */
  let repeatOffsetMs: number | undefined;
  let lastInstant = Number.NEGATIVE_INFINITY;
  /** Whether the log has reached the second showing of the repeated hour it is in. */
  let isSecondPass = false;
  return (wallMs) => {
    const minute = Math.floor(wallMs / MS_PER_MINUTE);
    if (minute !== lastMinute) {
      const before = offsetMs(wallMs - AROUND_MS);
      const after = offsetMs(wallMs + AROUND_MS);
      const fitsBefore = before === after || offsetMs(wallMs - before) === before;
      const fitsAfter = before !== after && offsetMs(wallMs - after) === after;
      // In a gap neither fits: the offset from before it moves the time forward by the change.
      firstOffsetMs = fitsBefore || !fitsAfter ? before : after;
      repeatOffsetMs = fitsBefore && fitsAfter ? after : undefined;
      lastMinute = minute;
    }
    let instant = wallMs - firstOffsetMs;
    if (repeatOffsetMs === undefined) {
      isSecondPass = false;
    } else {
      isSecondPass ||= lastInstant - instant > Math.abs(firstOffsetMs - repeatOffsetMs) / 2;
      if (isSecondPass) {
        instant = wallMs - repeatOffsetMs;
      }
    }
    lastInstant = instant;
    return instant;
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
