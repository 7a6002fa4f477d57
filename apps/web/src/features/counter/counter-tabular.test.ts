import { buildCounterTable, type CounterTable } from './counter-data.js';
import { counterReport } from './counter-fixture.js';
import { counterTableToTsv } from './counter-tabular.js';

/** The TSV's lines split into cells. */
const cellsOf = (tsv: string) =>
  tsv
    .replace(/\r\n$/, '')
    .split('\r\n')
    .map((line) => line.split('\t'));

describe('COUNTER R5.1 tabular export', () => {
  it('opens with the 13 R5.1 header rows, in order, then a blank row', () => {
    const lines = cellsOf(
      counterTableToTsv(buildCounterTable(counterReport(), 'tr_j1'), counterReport()),
    );
    expect(lines.slice(0, 14)).toEqual([
      ['Report_Name', 'Title Report'],
      ['Report_ID', 'TR'],
      ['Release', '5.1'],
      ['Institution_Name', ''],
      ['Institution_ID', ''],
      ['Metric_Types', 'Total_Item_Requests; Unique_Item_Requests'],
      ['Report_Filters', 'Data_Type=Journal; Access_Method=Regular'],
      ['Report_Attributes', 'Attributes_To_Show=Data_Type'],
      ['Exceptions', ''],
      ['Reporting_Period', 'Begin_Date=2012-11-01; End_Date=2012-12-31'],
      ['Created', '2026-01-01T00:00:00Z'],
      ['Created_By', 'Sillage'],
      ['Registry_Record', ''],
      [''],
    ]);
  });

  it('has the Title Report columns in R5.1 order, ISBN and ISSNs in their own columns', () => {
    const lines = cellsOf(
      counterTableToTsv(buildCounterTable(counterReport(), 'tr_b1'), counterReport()),
    );
    expect(lines[14]).toEqual([
      'Title', 'Publisher', 'Publisher_ID', 'Platform', 'DOI', 'Proprietary_ID', 'ISBN',
      'Print_ISSN', 'Online_ISSN', 'URI', 'Data_Type', 'Metric_Type', 'Reporting_Period_Total',
      'Nov-2012', 'Dec-2012',
    ]); // prettier-ignore
    expect(lines[15]).toEqual([
      'Book A', '', '', 'sd', '', '', '978-0-00-000000-1', '', '', '', 'Book',
      'Total_Item_Requests', '4', '4', '0',
    ]); // prettier-ignore
    const journals = cellsOf(
      counterTableToTsv(buildCounterTable(counterReport(), 'tr_j1'), counterReport()),
    );
    expect(journals).toContainEqual([
      'Journal B', '', '', 'sd', '', '', '', '0012-1606', '', '', 'Journal',
      'Total_Item_Requests', '4', '3', '1',
    ]); // prettier-ignore
  });

  it('lays the platform report out with Platform, Metric_Type and the months', () => {
    const report = counterReport();
    const lines = cellsOf(counterTableToTsv(buildCounterTable(report, 'pr'), report));
    expect(lines.slice(0, 2)).toEqual([
      ['Report_Name', 'Platform Report'],
      ['Report_ID', 'PR'],
    ]);
    expect(lines[6]).toEqual(['Report_Filters', 'Access_Method=Regular']);
    // The Platform Report has no access-denied metric (those are in DR, TR and IR).
    expect(lines[5]?.[1]).not.toContain('No_License');
    expect(lines.some((cells) => cells.includes('No_License'))).toBe(false);
    expect(lines[14]).toEqual(['Platform', 'Metric_Type', 'Reporting_Period_Total', 'Nov-2012', 'Dec-2012']); // prettier-ignore
    expect(lines).toContainEqual(['wiley', 'Total_Item_Investigations', '2', '2', '0']);
  });

  it('still writes the header of an empty report, with exception 3030', () => {
    const report = { ...counterReport(), rows: [], begin_month: null, end_month: null };
    const lines = cellsOf(counterTableToTsv(buildCounterTable(report, 'tr_b1'), report));
    expect(lines[8]).toEqual(['Exceptions', '3030: No Usage Available for Requested Dates']);
    expect(lines[9]).toEqual(['Reporting_Period', '']);
    expect(lines).toHaveLength(15);
    expect(lines[14]?.slice(-2)).toEqual(['Metric_Type', 'Reporting_Period_Total']);
  });

  it('says with exception 3040 when the logs read cover only part of the period', () => {
    const exceptionsOf = (firstDay: string, lastDay: string) => {
      const report = { ...counterReport(), first_day: firstDay, last_day: lastDay };
      return cellsOf(counterTableToTsv(buildCounterTable(report, 'tr_j1'), report))[8];
    };
    expect(exceptionsOf('2012-11-29', '2012-12-31')).toEqual([
      'Exceptions',
      '3040: Partial Data Returned (the logs read cover 2012-11-29 to 2012-12-31 only)',
    ]);
    expect(exceptionsOf('2012-11-01', '2012-12-15')).toEqual([
      'Exceptions',
      '3040: Partial Data Returned (the logs read cover 2012-11-01 to 2012-12-15 only)',
    ]);
    // Whole months read: nothing to except.
    expect(exceptionsOf('2012-11-01', '2012-12-31')).toEqual(['Exceptions', '']);
  });

  it('gives a period and its months to a report of dated logs where nothing was counted', () => {
    const report = {
      ...counterReport(),
      rows: [],
      platforms: [],
      begin_month: null,
      end_month: null,
      first_day: '2012-11-03',
      last_day: '2012-11-30',
    };
    const lines = cellsOf(counterTableToTsv(buildCounterTable(report, 'pr'), report));
    expect(lines.slice(8, 10)).toEqual([
      [
        'Exceptions',
        '3030: No Usage Available for Requested Dates; ' +
          '3040: Partial Data Returned (the logs read cover 2012-11-03 to 2012-11-30 only)',
      ],
      ['Reporting_Period', 'Begin_Date=2012-11-01; End_Date=2012-11-30'],
    ]);
    expect(lines[14]).toEqual(['Platform', 'Metric_Type', 'Reporting_Period_Total', 'Nov-2012']);
  });

  it("names the server's institution in its header rows", () => {
    const lines = cellsOf(
      counterTableToTsv(buildCounterTable(counterReport(), 'pr'), counterReport(), {
        name: 'Bibliothèque universitaire',
        id: 'ISNI:0000000419369078',
      }),
    );
    expect(lines[3]).toEqual(['Institution_Name', 'Bibliothèque universitaire']);
    expect(lines[4]).toEqual(['Institution_ID', 'ISNI:0000000419369078']);
  });

  it('ends the period on the last day of its last month (leap February)', () => {
    const report = { ...counterReport(), rows: [], begin_month: '2024-01', end_month: '2024-02' };
    const lines = cellsOf(counterTableToTsv(buildCounterTable(report, 'pr'), report));
    expect(lines[9]).toEqual(['Reporting_Period', 'Begin_Date=2024-01-01; End_Date=2024-02-29']);
  });

  it('keeps a title with tabs on one cell, and writes a formula-like title as text', () => {
    const table: CounterTable = {
      view: 'tr_j1',
      months: ['2012-11'],
      rows: [
        {
          key: 'k',
          platform: 'wiley',
          title: '=HYPERLINK("http://evil.example")\tnext',
          printIdentifier: '@x',
          onlineIdentifier: '1111-2222',
          titleId: '',
          dataType: 'Journal',
          metric: 'Total_Item_Requests',
          total: 1,
          byMonth: { '2012-11': 1 },
        },
      ],
    };
    const lines = cellsOf(counterTableToTsv(table, counterReport()));
    expect(lines[15]).toEqual([
      '\'=HYPERLINK("http://evil.example") next', '', '', 'wiley', '', '', '', "'@x",
      '1111-2222', '', 'Journal', 'Total_Item_Requests', '1', '1',
    ]); // prettier-ignore
  });

  it("writes a title's own platform id as its Proprietary_ID, and keeps two such titles apart", () => {
    const report = counterReport();
    const journal = report.rows[0]!;
    const rows = ['VIN', 'ZZZ'].map((titleId) => ({
      ...journal,
      publication_title: '',
      print_identifier: '',
      online_identifier: '',
      title_id: titleId,
      data_type: 'Journal' as const,
    }));
    const withIds = { ...report, rows };
    const table = buildCounterTable(withIds, 'tr_j1');
    expect(new Set(table.rows.map((row) => row.titleId))).toEqual(new Set(['VIN', 'ZZZ']));
    const lines = cellsOf(counterTableToTsv(table, withIds));
    const ids = lines.slice(15).map((cells) => cells[5]);
    expect(new Set(ids)).toEqual(new Set([`${journal.platform}:VIN`, `${journal.platform}:ZZZ`]));
  });
});
