import type { CounterMetrics, CounterReport, CounterRow } from '@sillage/shared-types';

const ZERO: CounterMetrics = {
  Total_Item_Investigations: 0,
  Unique_Item_Investigations: 0,
  Unique_Title_Investigations: 0,
  Total_Item_Requests: 0,
  Unique_Item_Requests: 0,
  Unique_Title_Requests: 0,
  No_License: 0,
};

/** One counter.json row; metrics default to 0. */
export function counterRow(
  row: Partial<Omit<CounterRow, 'metrics'>> & { metrics?: Partial<CounterMetrics> },
): CounterRow {
  return {
    platform: 'sd',
    platform_name: 'ScienceDirect',
    publication_title: '',
    print_identifier: '',
    online_identifier: '',
    data_type: 'Other',
    month: '2012-11',
    ...row,
    metrics: { ...ZERO, ...row.metrics },
  };
}

/** A counter.json over two months: a book and a journal on sd, a journal on wiley. */
export function counterReport(): CounterReport {
  return {
    release: '5.1',
    job_id: '0f8e6c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
    created: '2026-01-01T00:00:00.000Z',
    begin_month: '2012-11',
    end_month: '2012-12',
    robots_list: 'counter-robots',
    notes: ['Not audited.'],
    rows: [
      counterRow({
        publication_title: 'Book A',
        print_identifier: '978-0-00-000000-1',
        data_type: 'Book',
        metrics: {
          Total_Item_Investigations: 5,
          Unique_Item_Investigations: 4,
          Unique_Title_Investigations: 2,
          Total_Item_Requests: 4,
          Unique_Item_Requests: 3,
          Unique_Title_Requests: 2,
        },
      }),
      counterRow({
        publication_title: 'Journal B',
        print_identifier: '0012-1606',
        data_type: 'Journal',
        metrics: {
          Total_Item_Investigations: 7,
          Unique_Item_Investigations: 6,
          Total_Item_Requests: 3,
          Unique_Item_Requests: 3,
          No_License: 2,
        },
      }),
      counterRow({
        publication_title: 'Journal B',
        print_identifier: '0012-1606',
        data_type: 'Journal',
        month: '2012-12',
        metrics: {
          Total_Item_Investigations: 1,
          Unique_Item_Investigations: 1,
          Total_Item_Requests: 1,
          Unique_Item_Requests: 1,
        },
      }),
      counterRow({
        platform: 'wiley',
        platform_name: 'Wiley',
        publication_title: 'Journal, "C"',
        online_identifier: '1111-2222',
        data_type: 'Journal',
        metrics: { Total_Item_Investigations: 2, Unique_Item_Investigations: 2 },
      }),
    ],
  };
}
