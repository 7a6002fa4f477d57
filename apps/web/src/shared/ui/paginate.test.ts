import { paginate } from './paginate.js';

const rows = Array.from({ length: 25 }, (_, index) => index + 1);

describe('paginate', () => {
  it('cuts the rows into pages of the chosen size', () => {
    expect(paginate(rows, 10, 1)).toEqual({
      rows: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      page: 1,
      pageCount: 3,
      from: 11,
      to: 20,
      total: 25,
    });
  });

  it('keeps a short last page', () => {
    expect(paginate(rows, 10, 2)).toMatchObject({ rows: [21, 22, 23, 24, 25], from: 21, to: 25 });
  });

  it('pulls a page past the end back to the last one (after a filter shrank the list)', () => {
    expect(paginate(rows, 10, 7)).toMatchObject({ page: 2, from: 21 });
  });

  it('shows every row on one page for "All"', () => {
    expect(paginate(rows, null, 3)).toMatchObject({ rows, page: 0, pageCount: 1, from: 1, to: 25 });
  });

  it('describes an empty list as 0–0', () => {
    expect(paginate([], 10, 0)).toEqual({
      rows: [],
      page: 0,
      pageCount: 1,
      from: 0,
      to: 0,
      total: 0,
    });
  });
});
