import { barChartHeight, barsToDraw, MAX_BARS, shortenLabel } from './bar-points.js';

const points = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `p${String(index)}`, value: 100 - index }));

describe('bars of a horizontal bar chart', () => {
  it('draws every point when they fit', () => {
    expect(barsToDraw(points(MAX_BARS), (n) => `${String(n)} others`)).toEqual(points(MAX_BARS));
  });

  it('sums the points past the last bar into one, named by how many it holds', () => {
    const drawn = barsToDraw(points(26), (n) => `${String(n)} others`);
    expect(drawn).toHaveLength(MAX_BARS);
    expect(drawn.slice(0, MAX_BARS - 1)).toEqual(points(26).slice(0, MAX_BARS - 1));
    const rest = points(26).slice(MAX_BARS - 1);
    expect(drawn.at(-1)).toEqual({
      name: `${String(rest.length)} others`,
      value: rest.reduce((sum, point) => sum + point.value, 0),
    });
  });

  it('gives each bar its own room, with a floor for short charts', () => {
    expect(barChartHeight(MAX_BARS)).toBeGreaterThanOrEqual(MAX_BARS * 20);
    expect(barChartHeight(MAX_BARS)).toBeGreaterThan(barChartHeight(MAX_BARS - 5));
    expect(barChartHeight(1)).toBe(barChartHeight(2));
  });

  it('cuts long labels with an ellipsis and leaves short ones alone', () => {
    expect(shortenLabel('Science Direct', 20)).toBe('Science Direct');
    expect(shortenLabel('American Physical Society', 12)).toBe('American Ph…');
    expect(Array.from(shortenLabel('Éditions été 😀😀😀', 14))).toHaveLength(14);
  });
});
