import type { PipelineEvent } from '../engine/pipeline-event.js';
import { makeEvent } from '../testing/stage-harness.js';
import { CounterAggregator, lateEventsNote } from './counter-aggregator.js';
import { classifyActivity, computeItemKey, computeSessionKey } from './counter-keys.js';
import { DailyUniqueCounts } from './daily-unique-counts.js';

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
    expect(report.notes).not.toContain(lateEventsNote(1));
  });

  it('counts a line a day late as it should, and says so of one two days late', () => {
    const events = readings(4, 9);
    const lastDay = events[events.length - 1]?.fields.date ?? '';
    // Lines from the day before the last and from two days before, logged at the end.
    const dayLate = events.find((event) => event.fields.date === dayBeforeOf(lastDay));
    const twoDaysLate = events.find(
      (event) => event.fields.date === dayBeforeOf(dayBeforeOf(lastDay)),
    );
    const withLate = [...events, structuredClone(dayLate), structuredClone(twoDaysLate)].filter(
      (event): event is PipelineEvent => event !== undefined,
    );
    expect(withLate).toHaveLength(events.length + 2);
    const report = build(withLate);
    expect(report.notes).toContain(lateEventsNote(1));
    // The line a day late repeats a pair of its day: the unique counts are those of the log
    // without it (and it counts in the totals).
    const without = build([...events, ...withLate.slice(-1)]);
    const uniques = (rows: typeof report.platforms) =>
      rows.map(({ metrics }) => [metrics.Unique_Item_Investigations, metrics.Unique_Item_Requests]);
    expect(uniques(report.platforms)).toEqual(uniques(without.platforms));
    const total = (rows: typeof report.platforms) =>
      rows.reduce((sum, { metrics }) => sum + metrics.Total_Item_Investigations, 0);
    expect(total(report.platforms)).toBe(total(without.platforms) + 1);
  });
});

function dayBeforeOf(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

describe('the daily unique counts of a cell', () => {
  it('keeps the number of a closed day and forgets its pairs', () => {
    const counts = new DailyUniqueCounts();
    counts.add('itemRequests', '2024-06-01', 'a');
    counts.add('itemRequests', '2024-06-01', 'a');
    counts.add('itemRequests', '2024-06-01', 'b');
    counts.add('itemRequests', '2024-06-02', 'a');
    counts.close('2024-06-01');
    expect(counts.count('itemRequests')).toBe(3);
    // Its pairs are gone: one more of that day can only be counted as new.
    counts.addToClosedDay('itemRequests');
    expect(counts.count('itemRequests')).toBe(4);
    counts.add('itemRequests', '2024-06-02', 'a');
    expect(counts.count('itemRequests')).toBe(4);
    expect(counts.count('itemInvestigations')).toBe(0);
  });
});
