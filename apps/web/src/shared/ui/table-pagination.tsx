import { HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { MdChevronLeft, MdChevronRight } from 'react-icons/md';
import { useIntl } from 'react-intl';
import { commonMessages } from '../i18n/common.messages.js';
import { PAGE_SIZES, paginate, type PageSize } from './paginate.js';

/** The page size and page a reader chose. */
export function usePageChoice(initialSize: PageSize = 10) {
  const [pageSize, setPageSize] = useState<PageSize>(initialSize);
  const [page, setPage] = useState(0);
  return { pageSize, setPageSize, page, setPage };
}

export type PageChoice = ReturnType<typeof usePageChoice>;

/** Page state of a table: the rows to show and the footer that moves between pages. */
export function usePagination<Row>(rows: readonly Row[], initialSize: PageSize = 10) {
  return paginateWith(rows, usePageChoice(initialSize));
}

/**
 * One page of `rows` under a choice held elsewhere (by a parent that outlives a list reloaded
 * after a change, so the reader stays on their page), and the footer that moves between pages.
 */
export function paginateWith<Row>(rows: readonly Row[], choice: PageChoice) {
  const { pageSize, setPageSize, page, setPage } = choice;
  const current = paginate(rows, pageSize, page);
  const footer = (
    <TablePagination
      pageSize={pageSize}
      page={current.page}
      pageCount={current.pageCount}
      from={current.from}
      to={current.to}
      total={current.total}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(0);
      }}
      onPageChange={setPage}
    />
  );
  return { rows: current.rows, footer };
}

/** "Rows per page" (10/30/50/All), the shown range, and previous/next buttons. */
export function TablePagination(props: {
  pageSize: PageSize;
  page: number;
  pageCount: number;
  from: number;
  to: number;
  total: number;
  onPageSizeChange: (size: PageSize) => void;
  onPageChange: (page: number) => void;
}) {
  const intl = useIntl();
  const selectId = useId();
  return (
    <HStack justify="flex-end" gap="3" wrap="wrap" fontSize="sm" data-testid="table-pagination">
      <HStack gap="2">
        <Text asChild color="fg.muted">
          <label htmlFor={selectId}>{intl.formatMessage(commonMessages.rowsPerPage)}</label>
        </Text>
        <NativeSelect.Root size="xs" width="auto">
          <NativeSelect.Field
            id={selectId}
            value={props.pageSize === null ? 'all' : String(props.pageSize)}
            onChange={(event) =>
              props.onPageSizeChange(
                event.target.value === 'all' ? null : (Number(event.target.value) as PageSize),
              )
            }
          >
            {PAGE_SIZES.map((size) => (
              <option key={size ?? 'all'} value={size ?? 'all'}>
                {size ?? intl.formatMessage(commonMessages.all)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Text aria-live="polite">
        {intl.formatMessage(commonMessages.pageRange, {
          from: props.from,
          to: props.to,
          total: props.total,
        })}
      </Text>
      <HStack gap="1">
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={intl.formatMessage(commonMessages.previousPage)}
          disabled={props.page <= 0}
          onClick={() => props.onPageChange(props.page - 1)}
        >
          <MdChevronLeft />
        </IconButton>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={intl.formatMessage(commonMessages.nextPage)}
          disabled={props.page >= props.pageCount - 1}
          onClick={() => props.onPageChange(props.page + 1)}
        >
          <MdChevronRight />
        </IconButton>
      </HStack>
    </HStack>
  );
}
