import { createDateParser, DEFAULT_DATE_FORMAT, parseIsoDateTime } from './create-date-parser.js';
import { compileDateFormat } from './compile-date-format.js';
import fc from 'fast-check';
import { createDefaultDateReader, parseDefaultDate } from './parse-default-date.js';

const utc = (iso: string): number => Date.parse(iso);

describe('default date format', () => {
  const cases: [string, string, number | undefined][] = [
    ['a positive offset', '30/Nov/2012:00:14:17 +0100', utc('2012-11-29T23:14:17Z')],
    ['a negative offset', '01/Jan/2020:23:59:59 -0530', utc('2020-01-02T05:29:59Z')],
    ['UTC', '29/Feb/2024:12:00:00 +0000', utc('2024-02-29T12:00:00Z')],
    ['an impossible day', '30/Feb/2024:12:00:00 +0000', undefined],
    ['an unknown month', '01/Foo/2024:12:00:00 +0000', undefined],
    ['a minute out of range', '01/Jan/2024:12:60:00 +0000', undefined],
    ['a letter instead of a digit', '0x/Jan/2024:12:00:00 +0000', undefined],
    ['an empty value', '', undefined],
  ];

  it.each(cases)('fast path reads %s', (_name, value, expected) => {
    expect(parseDefaultDate(value)).toBe(expected);
  });

  it.each(cases)('generic compiler agrees on %s', (_name, value, expected) => {
    expect(compileDateFormat(DEFAULT_DATE_FORMAT)(value)).toBe(expected);
  });

  // moment's non-strict parser leaves a token it cannot find unused and keeps the date: the
  // reference reads these lines (HAProxy writes `[30/Nov/2012:00:13:10.655]`). Without a zone
  // the time is UTC, as for a Date-Format without one.
  it.each([
    ['no zone at all', '30/Nov/2012:00:13:10', utc('2012-11-30T00:13:10Z')],
    ['milliseconds and no zone (HAProxy)', '30/Nov/2012:00:13:10.655', utc('2012-11-30T00:13:10Z')],
    ['a zone name, not an offset', '30/Nov/2012:00:13:10 GMT', utc('2012-11-30T00:13:10Z')],
    // …but an offset after other text is still found, as moment searches for it.
    [
      'milliseconds, then the offset',
      '30/Nov/2012:00:13:10.123 +0100',
      utc('2012-11-29T23:13:10Z'),
    ],
    ['a zone name, then the offset', '30/Nov/2012:00:13:10 EST-0500', utc('2012-11-30T05:13:10Z')],
  ])('reads a date whose zone is missing or follows other text: %s', (_name, value, expected) => {
    expect(createDateParser()(value)).toBe(expected);
  });

  it('falls back to the generic parser for shapes the fast path refuses', () => {
    const parse = createDateParser();
    expect(parse('1/nov/2012:00:14:17 +0100')).toBe(utc('2012-10-31T23:14:17Z'));
    expect(parse('30/Nov/2012:00:14:17 +01:00')).toBe(utc('2012-11-29T23:14:17Z'));
  });
});

describe('default date reader of one log (minute reused)', () => {
  it('reads each value of a sequence as parseDefaultDate does', () => {
    const minute = fc.constantFrom(
      '30/Nov/2012:00:14',
      '30/Nov/2012:00:15',
      '31/Dec/2012:23:59',
      '30/Feb/2012:00:14',
      '01/Jan/2013:24:00',
    );
    const second = fc.constantFrom('00', '07', '59', '60', '9x', ' 1');
    const offset = fc.constantFrom('+0100', '-0530', '+0000', '+01x0');
    const value = fc
      .tuple(minute, second, offset)
      .map(([head, seconds, zone]) => `${head}:${seconds} ${zone}`);
    fc.assert(
      fc.property(fc.array(value, { maxLength: 30 }), (values) => {
        const read = createDefaultDateReader();
        expect(values.map(read)).toEqual(values.map(parseDefaultDate));
      }),
      { numRuns: 3_000 },
    );
  });

  it('reads a new second of the previous minute without the full parse', () => {
    const read = createDefaultDateReader();
    expect(read('30/Nov/2012:00:14:17 +0100')).toBe(utc('2012-11-29T23:14:17Z'));
    expect(read('30/Nov/2012:00:14:59 +0100')).toBe(utc('2012-11-29T23:14:59Z'));
    expect(read('30/Nov/2012:00:14:60 +0100')).toBeUndefined();
    expect(read('30/Nov/2012:00:14:00 +0200')).toBe(utc('2012-11-29T22:14:00Z'));
  });
});

describe('moment-style Date-Format tokens', () => {
  const cases: [string, string, string, number | undefined][] = [
    [
      'YYYY-MM-DD HH:mm:ss (no zone → UTC)',
      'YYYY-MM-DD HH:mm:ss',
      '2013-01-15 08:09:10',
      utc('2013-01-15T08:09:10Z'),
    ],
    [
      'YYYY/MM/DD:HH:mm:ss',
      'YYYY/MM/DD:HH:mm:ss',
      '2013/01/15:08:09:10|rest',
      utc('2013-01-15T08:09:10Z'),
    ],
    ['YY two-digit year ≤ 68', 'DD.MM.YY', '05.03.12', utc('2012-03-05T00:00:00Z')],
    ['YY two-digit year > 68', 'DD.MM.YY', '05.03.99', utc('1999-03-05T00:00:00Z')],
    ['M and D without padding', 'M/D/YYYY', '3/5/2012', utc('2012-03-05T00:00:00Z')],
    ['MMMM full month name', 'D MMMM YYYY', '5 March 2012', utc('2012-03-05T00:00:00Z')],
    ['Do ordinal day', 'MMM Do YYYY', 'Mar 5th 2012', utc('2012-03-05T00:00:00Z')],
    [
      'dddd weekday is skipped',
      'dddd, DD MMM YYYY',
      'Monday, 05 Mar 2012',
      utc('2012-03-05T00:00:00Z'),
    ],
    ['hh:mm A afternoon', 'YYYY-MM-DD hh:mm A', '2012-03-05 01:30 PM', utc('2012-03-05T13:30:00Z')],
    ['hh:mm a midnight', 'YYYY-MM-DD hh:mm a', '2012-03-05 12:15 am', utc('2012-03-05T00:15:00Z')],
    ['H:m:s single digits', 'YYYY-MM-DD H:m:s', '2012-03-05 7:5:9', utc('2012-03-05T07:05:09Z')],
    [
      'SSS milliseconds',
      'YYYY-MM-DD[T]HH:mm:ss.SSSZ',
      '2012-03-05T07:05:09.123+02:00',
      utc('2012-03-05T05:05:09.123Z'),
    ],
    ['ZZ offset', 'YYYY-MM-DD HH:mm ZZ', '2012-03-05 07:05 -0100', utc('2012-03-05T08:05:00Z')],
    ['Z as "Z"', 'YYYY-MM-DD HH:mm Z', '2012-03-05 07:05 Z', utc('2012-03-05T07:05:00Z')],
    ['[escaped] literal text', '[at] YYYY-MM', 'at 2012-03', utc('2012-03-01T00:00:00Z')],
    ['X unix seconds', 'X', '1319061710.284', 1319061710284],
    ['x unix milliseconds', 'x', '1319061710284', 1319061710284],
    ['a value that does not match', 'YYYY-MM-DD', 'hello', undefined],
    ['a month 13', 'YYYY-MM-DD', '2012-13-01', undefined],
  ];

  it.each(cases)('%s', (_name, format, value, expected) => {
    expect(createDateParser(format)(value)).toBe(expected);
  });
});

describe('ISO 8601 (CSV input)', () => {
  const cases: [string, number | undefined][] = [
    ['2012-11-30T00:13:10+01:00', utc('2012-11-29T23:13:10Z')],
    ['2012-11-30T00:13:10Z', utc('2012-11-30T00:13:10Z')],
    ['2012-11-30T00:13:10', utc('2012-11-30T00:13:10Z')],
    ['2012-11-30 00:13:10.5-0230', utc('2012-11-30T02:43:10.500Z')],
    ['2012-11-30', utc('2012-11-30T00:00:00Z')],
    ['30/11/2012', undefined],
  ];
  it.each(cases)('reads %s', (value, expected) => {
    expect(parseIsoDateTime(value)).toBe(expected);
    expect(createDateParser('ISO_8601')(value)).toBe(expected);
  });
});

describe('log dates without an offset, read in the job’s Input-Timezone', () => {
  const paris = (format?: string) => createDateParser(format, 'Europe/Paris');

  it.each([
    [
      'the default format, zone missing (HAProxy)',
      undefined,
      '30/Nov/2012:00:13:10.655',
      '2012-11-29T23:13:10Z',
    ],
    [
      'a format without a zone token, in summer',
      'YYYY-MM-DD HH:mm:ss',
      '2024-07-14 12:00:00',
      '2024-07-14T10:00:00Z',
    ],
    [
      'ISO 8601 without an offset (CSV input)',
      'ISO_8601',
      '2024-07-14T12:00:00',
      '2024-07-14T10:00:00Z',
    ],
    // The clock skipped 02:00–03:00 on 2026-03-29: a time in the gap moves forward by the hour.
    ['a time the clock skipped', 'YYYY-MM-DD HH:mm', '2026-03-29 02:30', '2026-03-29T01:30:00Z'],
    [
      'the first minute after the skip',
      'YYYY-MM-DD HH:mm',
      '2026-03-29 03:00',
      '2026-03-29T01:00:00Z',
    ],
    // 02:00–03:00 came twice on 2026-10-25: the first one is taken.
    ['a time the clock repeated', 'YYYY-MM-DD HH:mm', '2026-10-25 02:30', '2026-10-25T00:30:00Z'],
    [
      'the first minute after the repeat',
      'YYYY-MM-DD HH:mm',
      '2026-10-25 03:00',
      '2026-10-25T02:00:00Z',
    ],
  ])('%s', (_name, format, value, expected) => {
    expect(paris(format)(value)).toBe(utc(expected));
  });

  it.each([
    ['an offset in the value', undefined, '30/Nov/2012:00:13:10 +0000', '2012-11-30T00:13:10Z'],
    ['Z in an ISO value', 'ISO_8601', '2024-07-14T12:00:00Z', '2024-07-14T12:00:00Z'],
    ['a unix timestamp', 'X', '1352000000', '2012-11-04T03:33:20Z'],
  ])('leaves absolute times alone: %s', (_name, format, value, expected) => {
    expect(paris(format)(value)).toBe(utc(expected));
  });

  it('reads them as UTC when the job names no zone', () => {
    expect(createDateParser('YYYY-MM-DD HH:mm:ss')('2024-07-14 12:00:00')).toBe(
      utc('2024-07-14T12:00:00Z'),
    );
  });

  it('reads a log written in local time across the autumn change, the repeated hour twice over', () => {
    const parse = paris('YYYY-MM-DD HH:mm');
    // 02:00–03:00 came twice on 2026-10-25: first at +02:00, then at +01:00.
    const walls = ['01:40', '02:00', '02:30', '02:50', '02:00', '02:30', '02:50', '03:00', '03:10'];
    const instants = walls.map((wall) => parse(`2026-10-25 ${wall}`));
    expect(instants.map((instant) => new Date(instant ?? 0).toISOString().slice(11, 16))).toEqual([
      '23:40', '00:00', '00:30', '00:50', '01:00', '01:30', '01:50', '02:00', '02:10',
    ]); // prettier-ignore
  });

  it('keeps the first showing for lines a few seconds out of order in the repeated hour', () => {
    const parse = paris('YYYY-MM-DD HH:mm:ss');
    expect(parse('2026-10-25 02:30:05')).toBe(utc('2026-10-25T00:30:05Z'));
    expect(parse('2026-10-25 02:30:03')).toBe(utc('2026-10-25T00:30:03Z'));
    expect(parse('2026-10-25 02:31:00')).toBe(utc('2026-10-25T00:31:00Z'));
  });

  /** The wall clock of `epochMs` in `timeZone`, as Intl gives it, in `YYYY-MM-DD HH:mm:ss`. */
  const wallClock = (epochMs: number, timeZone: string): string => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(epochMs)
        .map((part) => [part.type, part.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
  };

  const zones = [
    'Europe/Paris',
    'America/New_York',
    'America/St_Johns',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Pacific/Chatham',
    'America/Santiago',
  ];
  /** Offset of `timeZone` at `epochMs`, in ms, from its wall clock. */
  const offsetAt = (epochMs: number, timeZone: string) =>
    Date.parse(`${wallClock(epochMs, timeZone).replace(' ', 'T')}Z`) -
    Math.floor(epochMs / 1000) * 1000;
  /**
   * Instants where the zone's offset changed in 1990 (Newfoundland then changed at 00:01, off the
   * quarter hours) and in 2024–2026, found a day, then a minute, at a time.
   */
  const days = (from: number, to: number) =>
    Array.from({ length: (to - from) / 86_400_000 }, (_, index) => from + index * 86_400_000);
  const searched = [
    ...days(Date.UTC(1990, 0, 1), Date.UTC(1991, 0, 1)),
    ...days(Date.UTC(2024, 0, 1), Date.UTC(2027, 0, 1)),
  ];
  const transitions = zones.flatMap((zone) => {
    const found: [string, number][] = [];
    const day = 86_400_000;
    for (const start of searched) {
      if (offsetAt(start, zone) !== offsetAt(start + day, zone)) {
        let low = start;
        let high = start + day;
        while (high - low > 60_000) {
          const middle = low + Math.floor((high - low) / 120_000) * 60_000;
          [low, high] =
            offsetAt(middle, zone) === offsetAt(low, zone) ? [middle, high] : [low, middle];
        }
        found.push([zone, high]);
      }
    }
    return found;
  });

  it('finds the clock changes it is checked around', () => {
    // Paris changes twice a year, Kathmandu never: the search sees what the zones do.
    expect(transitions.filter(([zone]) => zone === 'Europe/Paris')).toHaveLength(8);
    expect(
      transitions.some(
        ([zone, at]) => zone === 'America/St_Johns' && new Date(at).getUTCMinutes() % 15 !== 0,
      ),
    ).toBe(true);
    expect(transitions.filter(([zone]) => zone === 'Asia/Kathmandu')).toHaveLength(0);
  });

  it('gives back an instant showing the same wall clock, the earliest such, in any zone', () => {
    const anyInstant = fc
      .tuple(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(1995, 0, 1) / 1000, max: Date.UTC(2035, 0, 1) / 1000 }),
      )
      .map(([zone, seconds]): [string, number] => [zone, seconds * 1000]);
    // Within three hours of a clock change, where a wall time can be skipped or repeated.
    const nearChange = fc
      .tuple(fc.constantFrom(...transitions), fc.integer({ min: -3 * 3600, max: 3 * 3600 }))
      .map(([[zone, at], seconds]): [string, number] => [zone, at + seconds * 1000]);
    fc.assert(
      fc.property(fc.oneof(anyInstant, nearChange), ([zone, instant]) => {
        const wall = wallClock(instant, zone);
        const read = createDateParser('YYYY-MM-DD HH:mm:ss', zone)(wall);
        expect(read).toBeDefined();
        expect(wallClock(read ?? Number.NaN, zone)).toBe(wall);
        // A repeated wall time reads as its first occurrence, never a later one.
        expect(read).toBeLessThanOrEqual(instant);
      }),
      { numRuns: 3_000 },
    );
  });
});
