import { formatEventTime, isValidTimeZone } from './format-event-time.js';

const at = (iso: string): number => Date.parse(iso);

describe('formatEventTime', () => {
  const cases: [string, string, string | undefined, { datetime: string; date: string }][] = [
    [
      'UTC by default',
      '2012-11-29T23:14:17Z',
      undefined,
      { datetime: '2012-11-29T23:14:17+00:00', date: '2012-11-29' },
    ],
    [
      'Europe/Paris in winter',
      '2012-11-29T23:14:17Z',
      'Europe/Paris',
      { datetime: '2012-11-30T00:14:17+01:00', date: '2012-11-30' },
    ],
    [
      'Europe/Paris in summer',
      '2013-06-26T13:10:18Z',
      'Europe/Paris',
      { datetime: '2013-06-26T15:10:18+02:00', date: '2013-06-26' },
    ],
    [
      'Europe/Paris just before the spring change',
      '2024-03-31T00:59:59Z',
      'Europe/Paris',
      { datetime: '2024-03-31T01:59:59+01:00', date: '2024-03-31' },
    ],
    [
      'Europe/Paris just after the spring change',
      '2024-03-31T01:00:00Z',
      'Europe/Paris',
      { datetime: '2024-03-31T03:00:00+02:00', date: '2024-03-31' },
    ],
    [
      'a half-hour zone',
      '2024-01-01T00:00:00Z',
      'Asia/Kolkata',
      { datetime: '2024-01-01T05:30:00+05:30', date: '2024-01-01' },
    ],
    [
      'a negative half-hour zone',
      '2024-01-01T02:00:00Z',
      'America/St_Johns',
      { datetime: '2023-12-31T22:30:00-03:30', date: '2023-12-31' },
    ],
    [
      'before 1970',
      '1969-07-20T20:17:40Z',
      undefined,
      { datetime: '1969-07-20T20:17:40+00:00', date: '1969-07-20' },
    ],
    [
      'a leap day',
      '2024-02-29T23:59:59.999Z',
      undefined,
      { datetime: '2024-02-29T23:59:59+00:00', date: '2024-02-29' },
    ],
  ];

  it.each(cases)('%s', (_name, iso, zone, expected) => {
    const epochMs = at(iso);
    expect(formatEventTime(epochMs, zone)).toEqual({
      ...expected,
      timestamp: Math.floor(epochMs / 1000),
    });
  });

  it('ignores the server zone (TZ)', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(formatEventTime(at('2012-11-29T23:14:17Z')).datetime).toBe(
        '2012-11-29T23:14:17+00:00',
      );
    } finally {
      if (saved === undefined) {
        delete process.env.TZ;
      } else {
        process.env.TZ = saved;
      }
    }
  });

  it('rejects an unknown zone', () => {
    expect(() => formatEventTime(0, 'Mars/Olympus')).toThrow(RangeError);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
  });

  it('agrees with Intl over a whole year of hourly instants in Europe/Paris', () => {
    const format = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    const start = at('2023-01-01T00:00:00Z');
    for (let hour = 0; hour < 24 * 366; hour += 7) {
      const epochMs = start + hour * 3_600_000 + 1234_000;
      const expected = format.format(epochMs).replace(' ', 'T');
      expect(formatEventTime(epochMs, 'Europe/Paris').datetime.slice(0, 19)).toBe(expected);
    }
  });

  it('reuses its minute and day strings only while they hold (seconds in sequence across midnight and a DST change)', () => {
    for (const zone of ['Europe/Paris', 'America/Sao_Paulo', 'UTC']) {
      const format = new Intl.DateTimeFormat('sv-SE', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        timeZoneName: 'longOffset',
      });
      for (const from of ['2023-03-25T22:58:50Z', '2023-10-29T00:58:50Z', '2024-02-28T23:59:30Z']) {
        const start = at(from);
        for (let second = 0; second < 2 * 3600; second += 11) {
          const epochMs = start + second * 1000;
          const parts = format.format(epochMs).split(' ');
          const offset = (parts[2] ?? '').replace('GMT', '').replace('\u2212', '-') || '+00:00';
          const time = formatEventTime(epochMs, zone);
          expect(time.datetime).toBe(`${parts[0] ?? ''}T${parts[1] ?? ''}${offset}`);
          expect(time.date).toBe(parts[0]);
          expect(time.timestamp).toBe(Math.floor(epochMs / 1000));
        }
      }
    }
  });
});

describe('a clock change off the quarter hours', () => {
  // Newfoundland changed its clocks at 00:01 local time until 2011: 1990-04-01 00:01 NST
  // (03:31 UTC) became 01:01 NDT.
  it('writes the new offset from the minute of the change', () => {
    expect(formatEventTime(Date.UTC(1990, 3, 1, 3, 30, 30), 'America/St_Johns').datetime).toBe(
      '1990-04-01T00:00:30-03:30',
    );
    expect(formatEventTime(Date.UTC(1990, 3, 1, 3, 35, 22), 'America/St_Johns').datetime).toBe(
      '1990-04-01T01:05:22-02:30',
    );
  });
});
