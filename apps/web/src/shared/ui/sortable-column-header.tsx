import { Button, Table } from '@chakra-ui/react';
import { MdArrowDownward, MdArrowUpward, MdUnfoldMore } from 'react-icons/md';
import type { TableSort } from './table-sort.js';

/**
 * A column header that sorts its table: a button named after the column, and the sort state in
 * the header's `aria-sort` (what screen readers announce), with an arrow for the eye.
 */
export function SortableColumnHeader<Column extends string>({
  column,
  label,
  sort,
  onSort,
}: {
  column: Column;
  label: string;
  sort: TableSort<Column>;
  onSort: (column: Column) => void;
}) {
  const direction = sort.column === column ? sort.direction : undefined;
  return (
    <Table.ColumnHeader aria-sort={direction ?? 'none'}>
      <Button
        variant="ghost"
        size="xs"
        marginInlineStart="-2"
        // The header's own type, as the plain headers beside it have (xs buttons are smaller).
        fontWeight="inherit"
        fontSize="inherit"
        onClick={() => onSort(column)}
      >
        {label}
        {direction === 'ascending' ? (
          <MdArrowUpward aria-hidden />
        ) : direction === 'descending' ? (
          <MdArrowDownward aria-hidden />
        ) : (
          <MdUnfoldMore aria-hidden />
        )}
      </Button>
    </Table.ColumnHeader>
  );
}
