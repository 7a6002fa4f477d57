/** Page sizes a table offers (reference: 10, 30, 50, All); `null` = every row on one page. */
export const PAGE_SIZES = [10, 30, 50, null] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** One page of `rows` and where it sits; an out-of-range page is pulled back to the last one. */
export function paginate<Row>(
  rows: readonly Row[],
  pageSize: PageSize,
  page: number,
): { rows: Row[]; page: number; pageCount: number; from: number; to: number; total: number } {
  const total = rows.length;
  if (pageSize === null || total === 0) {
    return { rows: [...rows], page: 0, pageCount: 1, from: total === 0 ? 0 : 1, to: total, total };
  }
  const pageCount = Math.ceil(total / pageSize);
  const current = Math.min(Math.max(page, 0), pageCount - 1);
  const start = current * pageSize;
  const shown = rows.slice(start, start + pageSize);
  return {
    rows: shown,
    page: current,
    pageCount,
    from: start + 1,
    to: start + shown.length,
    total,
  };
}
