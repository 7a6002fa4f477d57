import { CounterReportSchema } from '@sillage/shared-types';
import { createMemorySink } from '../testing/memory-sink.js';
import { makeEvent } from '../testing/stage-harness.js';
import { CounterAggregator, formatCounterCsv } from './counter-aggregator.js';
import { writeCounterReport } from './counter-output.js';

const JOB = { id: 'j', created: new Date(0), robotsList: 'none' as const };

/** An aggregator holding `titles` journals of two platforms, over two months. */
function aggregatorOf(titles: number): CounterAggregator {
  const aggregator = new CounterAggregator();
  for (let index = 0; index < titles; index += 1) {
    const date = index % 3 === 0 ? '2024-05-31' : '2024-06-01';
    const fields = {
      platform: index % 2 === 0 ? 'wiley' : 'sd',
      platform_name: 'Platform',
      publication_title: `Journal ${String(index % 1_000)} "of" things; ${String(index)}`,
      print_identifier: `${String(1000 + (index % 9000))}-${String(index % 10_000).padStart(4, '0')}`,
      unitid: `10.1/${String(index)}`,
      rtype: index % 5 === 0 ? 'ABS' : 'ARTICLE',
      date,
      datetime: `${date}T10:00:00Z`,
      login: `reader${String(index % 7)}`,
    };
    aggregator.observe([makeEvent(fields)]);
    aggregator.add([makeEvent(fields)]);
  }
  return aggregator;
}

async function written(aggregator: CounterAggregator) {
  const json = createMemorySink();
  const csv = createMemorySink();
  await writeCounterReport(aggregator, aggregator.head(JOB), { json, csv }, false);
  return { json: json.text, csv: csv.text };
}

describe('counter.json and counter.csv written row by row', () => {
  it.each([
    [0, 0],
    [1, 1],
    [4_500, 4],
  ])(
    'are the texts of the whole report (%i titles, %i platform rows)',
    async (titles, platforms) => {
      const aggregator = aggregatorOf(titles);
      const report = aggregator.build(JOB);
      const { json, csv } = await written(aggregator);
      expect(json).toBe(`${JSON.stringify(report, null, 2)}\n`);
      expect(csv).toBe(formatCounterCsv(report));
      expect(CounterReportSchema.parse(JSON.parse(json)).rows).toHaveLength(titles);
      expect(report.platforms).toHaveLength(platforms);
    },
  );

  it('lets other work run between slices of rows', async () => {
    const aggregator = aggregatorOf(6_000);
    let turns = 0;
    let writing = true;
    const count = () => {
      turns += 1;
      if (writing) setImmediate(count);
    };
    setImmediate(count);
    await written(aggregator);
    writing = false;
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});
