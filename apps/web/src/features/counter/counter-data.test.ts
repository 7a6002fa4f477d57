import { buildCounterTable, sumCounterMetrics } from './counter-data.js';
import { counterReport, counterRow } from './counter-fixture.js';

describe('COUNTER tables', () => {
  it('sums title cells into platform rows, one row per metric type with months as columns', () => {
    const table = buildCounterTable(counterReport(), 'pr');
    expect(table.months).toEqual(['2012-11', '2012-12']);
    const sdRequests = table.rows.find(
      (row) => row.platform === 'sd' && row.metric === 'Total_Item_Requests',
    );
    expect(sdRequests).toMatchObject({
      dataType: 'Platform',
      total: 8,
      byMonth: { '2012-11': 7, '2012-12': 1 },
    });
    // Metrics that counted nothing are left out (wiley has investigations only).
    expect(table.rows.filter((row) => row.platform === 'wiley').map((row) => row.metric)).toEqual([
      'Total_Item_Investigations',
      'Unique_Item_Investigations',
    ]);
  });

  it('takes platform rows from the platform totals, where an item read under two titles counts once', () => {
    const report = counterReport();
    report.platforms = [
      {
        platform: 'sd',
        platform_name: 'ScienceDirect',
        month: '2012-11',
        metrics: { ...counterRow({}).metrics, Total_Item_Requests: 7, Unique_Item_Requests: 5 },
      },
    ];
    const table = buildCounterTable(report, 'pr');
    const sdUnique = table.rows.find(
      (row) => row.platform === 'sd' && row.metric === 'Unique_Item_Requests',
    );
    expect(sdUnique).toMatchObject({ total: 5, byMonth: { '2012-11': 5 } });
    // A platform the totals do not list is not made up from the title rows.
    expect(table.rows.some((row) => row.platform === 'wiley')).toBe(false);
  });

  it('sums the platform totals for the headline figures when counter.json has them', () => {
    const report = counterReport();
    report.platforms = ['sd', 'wiley'].map((platform) => ({
      platform,
      platform_name: platform,
      month: '2012-11',
      metrics: { ...counterRow({}).metrics, Unique_Item_Requests: 2 },
    }));
    expect(sumCounterMetrics(report).Unique_Item_Requests).toBe(4);
  });

  it('keeps only books in the TR_B1-like view, with its two metrics', () => {
    const table = buildCounterTable(counterReport(), 'tr_b1');
    expect(table.rows.map((row) => [row.title, row.metric, row.total])).toEqual([
      ['Book A', 'Total_Item_Requests', 4],
      ['Book A', 'Unique_Title_Requests', 2],
    ]);
    // COUNTER tables have a column for every month of the reporting period, used or not.
    expect(table.months).toEqual(['2012-11', '2012-12']);
    expect(table.rows[0]?.byMonth).toEqual({ '2012-11': 4 });
  });

  it('gives a month without any usage its column, between two that have some', () => {
    const report = counterReport();
    report.end_month = '2013-01';
    report.rows.push(counterRow({ month: '2013-01', metrics: { Total_Item_Requests: 1 } }));
    expect(buildCounterTable(report, 'pr').months).toEqual(['2012-11', '2012-12', '2013-01']);
    report.rows = report.rows.filter((row) => row.month !== '2012-12');
    expect(buildCounterTable(report, 'pr').months).toEqual(['2012-11', '2012-12', '2013-01']);
  });

  it('keeps only journals in the TR_J1-like view, per title across months', () => {
    const table = buildCounterTable(counterReport(), 'tr_j1');
    const journalB = table.rows.filter((row) => row.title === 'Journal B');
    expect(journalB.map((row) => [row.metric, row.total, row.byMonth])).toEqual([
      ['Total_Item_Requests', 4, { '2012-11': 3, '2012-12': 1 }],
      ['Unique_Item_Requests', 4, { '2012-11': 3, '2012-12': 1 }],
    ]);
    expect(table.rows.some((row) => row.title === 'Book A')).toBe(false);
  });

  it('lists denials by title', () => {
    const table = buildCounterTable(counterReport(), 'denials');
    expect(table.rows.map((row) => [row.title, row.metric, row.total])).toEqual([
      ['Journal B', 'No_License', 2],
    ]);
  });

  it('keeps the untitled book and journal rows of a platform apart, as counter.json does', () => {
    const report = counterReport();
    report.rows = [
      counterRow({ platform: 'springer', data_type: 'Book', metrics: { No_License: 3 } }),
      counterRow({ platform: 'springer', data_type: 'Other', metrics: { No_License: 2 } }),
    ];
    const table = buildCounterTable(report, 'denials');
    expect(table.rows.map((row) => [row.dataType, row.total])).toEqual([
      ['Book', 3],
      ['Other', 2],
    ]);
  });

  it('sums every metric of the report', () => {
    expect(sumCounterMetrics(counterReport())).toEqual({
      Total_Item_Investigations: 15,
      Unique_Item_Investigations: 13,
      Unique_Title_Investigations: 2,
      Total_Item_Requests: 8,
      Unique_Item_Requests: 7,
      Unique_Title_Requests: 2,
      No_License: 2,
    });
  });
});
