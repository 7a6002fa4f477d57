import { sortRows, toggleSort, type TableSort } from './table-sort.js';

type Column = 'name' | 'size';

describe('toggleSort', () => {
  const byName: TableSort<Column> = { column: 'name', direction: 'ascending' };

  it('turns the sorted column the other way', () => {
    expect(toggleSort(byName, 'name')).toEqual({ column: 'name', direction: 'descending' });
    expect(toggleSort({ column: 'name', direction: 'descending' }, 'name')).toEqual(byName);
  });

  it('sorts a newly chosen column in its first direction (ascending unless it says otherwise)', () => {
    expect(toggleSort(byName, 'size')).toEqual({ column: 'size', direction: 'ascending' });
    expect(toggleSort(byName, 'size', 'descending')).toEqual({
      column: 'size',
      direction: 'descending',
    });
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'b', size: 2 },
    { name: 'a', size: 2 },
    { name: 'c', size: 1 },
  ];
  const compare = {
    name: (x: (typeof rows)[number], y: (typeof rows)[number]) => x.name.localeCompare(y.name),
    size: (x: (typeof rows)[number], y: (typeof rows)[number]) => x.size - y.size,
  };

  it.each([
    [{ column: 'name', direction: 'ascending' }, ['a', 'b', 'c']],
    [{ column: 'name', direction: 'descending' }, ['c', 'b', 'a']],
    // Ties keep the order they came in, whichever the direction.
    [{ column: 'size', direction: 'ascending' }, ['c', 'b', 'a']],
    [{ column: 'size', direction: 'descending' }, ['b', 'a', 'c']],
  ] as const)('sorts by %j', (sort, names) => {
    expect(sortRows(rows, sort, compare).map((row) => row.name)).toEqual(names);
  });

  it('leaves the given rows as they were', () => {
    sortRows(rows, { column: 'name', direction: 'ascending' }, compare);
    expect(rows.map((row) => row.name)).toEqual(['b', 'a', 'c']);
  });
});
