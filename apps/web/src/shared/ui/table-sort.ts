/** Which way a column is sorted: the values `aria-sort` takes on its header. */
export type SortDirection = 'ascending' | 'descending';

/** The column a table is sorted by, and which way. */
export interface TableSort<Column extends string> {
  column: Column;
  direction: SortDirection;
}

/**
 * The sort after a click on `column`'s header: the sorted column turns the other way, another
 * column starts in `firstDirection` (descending suits dates, newest first).
 */
export function toggleSort<Column extends string>(
  current: TableSort<Column>,
  column: Column,
  firstDirection: SortDirection = 'ascending',
): TableSort<Column> {
  if (current.column !== column) {
    return { column, direction: firstDirection };
  }
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** A sorted copy of `rows`; rows that compare equal keep the order they came in. */
export function sortRows<Row, Column extends string>(
  rows: readonly Row[],
  sort: TableSort<Column>,
  compare: Record<Column, (a: Row, b: Row) => number>,
): Row[] {
  const byColumn = compare[sort.column];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  // Array.prototype.sort is stable, and `sign * 0` keeps ties as they were either way.
  return [...rows].sort((a, b) => sign * byColumn(a, b));
}
