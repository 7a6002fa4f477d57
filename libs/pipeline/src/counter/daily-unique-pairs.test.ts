import type { PipelineEvent } from '../engine/pipeline-event.js';
import { makeEvent } from '../testing/stage-harness.js';
import { CounterAggregator } from './counter-aggregator.js';
import { classifyActivity, computeItemKey, computeSessionKey } from './counter-keys.js';
import { DailyUniquePairs, hashPair } from './daily-unique-pairs.js';

const T0 = Date.parse('2024-06-27T00:00:00Z') / 1000;

/** Readers opening articles and abstracts over `days` days, in time order. */
function readings(days: number, seed: number): PipelineEvent[] {
  let state = seed;
  const next = (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (state >>> 8) % below;
  };
  const events: PipelineEvent[] = [];
  for (let second = 0; second < days * 86_400; second += 200 + next(400)) {
    const datetime = new Date((T0 + second) * 1000).toISOString().replace('.000Z', 'Z');
    events.push(
      makeEvent({
        datetime,
        date: datetime.slice(0, 10),
        login: `reader${String(next(5))}`,
        platform: ['sd', 'wiley'][next(2)] ?? '',
        unitid: `item${String(next(30))}`,
        rtype: ['ARTICLE', 'ABS'][next(2)] ?? '',
        mime: 'HTML',
      }),
    );
  }
  return events;
}

/** The platform rows' unique items as the definition says: distinct pairs over the whole log. */
function distinctPairs(events: PipelineEvent[]) {
  const pairs = new Map<string, { investigations: Set<string>; requests: Set<string> }>();
  for (const { fields } of events) {
    const cell = `${fields.platform ?? ''} ${(fields.date ?? '').slice(0, 7)}`;
    const entry = pairs.get(cell) ?? { investigations: new Set(), requests: new Set() };
    pairs.set(cell, entry);
    const pair = `${computeSessionKey(fields)} ${computeItemKey(fields)}`;
    entry.investigations.add(pair);
    if (classifyActivity(fields.rtype) === 'request') {
      entry.requests.add(pair);
    }
  }
  return new Map(
    [...pairs].map(([cell, { investigations, requests }]) => [
      cell,
      [investigations.size, requests.size],
    ]),
  );
}

function build(events: PipelineEvent[]) {
  const aggregator = new CounterAggregator();
  aggregator.add(events);
  const report = aggregator.build({ id: 'j', created: new Date(0), robotsList: 'none' });
  return { ...report, platforms: report.platforms ?? [] };
}

describe('unique items counted day by day', () => {
  it.each([1, 2, 3])('gives the distinct pairs of the whole log (seed %i)', (seed) => {
    const events = readings(12, seed);
    const report = build(events);
    const counted = new Map(
      report.platforms.map((row) => [
        `${row.platform} ${row.month}`,
        [row.metrics.Unique_Item_Investigations, row.metrics.Unique_Item_Requests],
      ]),
    );
    expect(counted).toEqual(distinctPairs(events));
    // Across a month's end, and with repeats to count once.
    expect(report.platforms.map((row) => row.month)).toContain('2024-07');
    expect(events.length).toBeGreaterThan(
      report.platforms.reduce((sum, row) => sum + row.metrics.Unique_Item_Investigations, 0),
    );
  });

  it.each([1, 2])(
    'gives the same counts for the log sorted by reader instead of time (seed %i)',
    (seed) => {
      const events = readings(6, seed);
      const byReader = [...events].sort((a, b) =>
        (a.fields.login ?? '').localeCompare(b.fields.login ?? ''),
      );
      const sorted = build(events);
      const unsorted = build(byReader);
      expect(unsorted.platforms).toEqual(sorted.platforms);
      expect(unsorted.rows).toEqual(sorted.rows);
      // Each reader's lines run over all six days: later readers meet days long closed.
      expect(byReader[byReader.length - 1]?.fields.date).not.toBe(
        byReader[Math.floor(byReader.length / 2)]?.fields.date,
      );
    },
  );
});

describe('the distinct pairs of a day', () => {
  const REQUESTS = 2;
  const INVESTIGATIONS = 1;

  it('still tells the pairs of a closed day apart, by their hashes', () => {
    const pairs = new DailyUniquePairs();
    expect(pairs.note('2024-06-01', 'a', 0, REQUESTS)).toBe(REQUESTS);
    expect(pairs.note('2024-06-01', 'a', 0, REQUESTS)).toBe(0);
    expect(pairs.note('2024-06-01', 'b', 0, REQUESTS)).toBe(REQUESTS);
    expect(pairs.note('2024-06-02', 'a', 0, REQUESTS)).toBe(REQUESTS);
    // A third day closes the one met least recently.
    expect(pairs.note('2024-06-03', 'a', 0, REQUESTS)).toBe(REQUESTS);
    expect(pairs.openDays).toBe(2);
    expect(pairs.note('2024-06-01', 'b', 0, REQUESTS)).toBe(0);
    expect(pairs.note('2024-06-01', 'c', 0, REQUESTS)).toBe(REQUESTS);
    expect(pairs.note('2024-06-01', 'c', 0, REQUESTS)).toBe(0);
    expect(pairs.note('2024-06-02', 'a', 0, REQUESTS)).toBe(0);
    // Another metric of a pair met, and the same pair in another row.
    expect(pairs.note('2024-06-01', 'a', 0, REQUESTS | INVESTIGATIONS)).toBe(INVESTIGATIONS);
    expect(pairs.note('2024-06-01', 'a', 1, REQUESTS)).toBe(REQUESTS);
    expect(pairs.note('2024-06-01', 'a', 1, REQUESTS)).toBe(0);
  });

  it('closes the days behind the log, not behind a line dated far ahead of it', () => {
    const pairs = new DailyUniquePairs();
    pairs.note('2031-01-01', 'clock gone wrong', 0, REQUESTS);
    let counted = 0;
    const open: number[] = [];
    for (let day = 1; day <= 20; day += 1) {
      for (const reader of ['a', 'b', 'a']) {
        counted += pairs.note(`2024-06-${String(day).padStart(2, '0')}`, reader, 0, REQUESTS);
      }
      open.push(pairs.openDays);
    }
    expect(counted).toBe(20 * 2 * REQUESTS);
    expect(Math.max(...open)).toBe(2);
    // The day far ahead was closed, not lost: its pair is still known.
    expect(pairs.note('2031-01-01', 'clock gone wrong', 0, REQUESTS)).toBe(0);
  });

  it('keeps counting right once a closed day has merged the many pairs met after it', () => {
    const pairs = new DailyUniquePairs();
    for (const day of ['2024-06-01', '2024-06-02', '2024-06-03']) {
      pairs.note(day, 'first', 0, REQUESTS);
    }
    // A log sorted by reader: 10 000 pairs of a day long closed, each met twice, in two rows.
    let counted = 0;
    for (let round = 0; round < 2; round += 1) {
      for (let index = 0; index < 10_000; index += 1) {
        counted += pairs.note('2024-06-01', `late${String(index)}`, index % 2, REQUESTS);
      }
    }
    counted += pairs.note('2024-06-01', 'first', 0, REQUESTS);
    expect(counted).toBe(10_000 * REQUESTS);
  });

  it('hashes 200 000 distinct pairs to 200 000 distinct 52-bit numbers', () => {
    const hashes = new Set<number>();
    // One assertion over the lot: 200 000 calls of expect took 13 s of the run's CPU.
    const outOfRange: number[] = [];
    for (let index = 0; index < 200_000; index += 1) {
      const hash = hashPair(
        `reader${String(index % 97)}|2024-06-01|1${String(index % 10)}\u0000id:S0140-6736(${String(index)})`,
      );
      if (!(Number.isSafeInteger(hash) && hash >= 0 && hash < 2 ** 52)) {
        outOfRange.push(hash);
      }
      hashes.add(hash);
    }
    expect(outOfRange).toEqual([]);
    expect(hashes.size).toBe(200_000);
  });
});
