import type { CountPoint } from './report-data.js';

/** The most bars a chart draws; the rest become one bar (its table still lists every point). */
export const MAX_BARS = 15;

/** Room per bar and for the value axis, in pixels: labels 11 px high never touch. */
const PX_PER_BAR = 24;
const AXIS_PX = 40;
const MIN_HEIGHT_PX = 160;

/**
 * The bars to draw for `points` (largest first): all of them when they fit, else the first
 * `MAX_BARS - 1` and one bar summing the others, named by `othersName(how many)`. A fixed-height
 * chart with 26 platforms drew 26 labels on top of each other.
 */
export function barsToDraw(
  points: readonly CountPoint[],
  othersName: (count: number) => string,
): CountPoint[] {
  if (points.length <= MAX_BARS) {
    return [...points];
  }
  const shown = points.slice(0, MAX_BARS - 1);
  const others = points.slice(MAX_BARS - 1);
  const value = others.reduce((sum, point) => sum + point.value, 0);
  return [...shown, { name: othersName(others.length), value }];
}

/** The height, in pixels, of a horizontal bar chart of `bars` bars. */
export function barChartHeight(bars: number): number {
  return Math.max(MIN_HEIGHT_PX, AXIS_PX + PX_PER_BAR * bars);
}

/** `label` cut to `maxChars` characters with an ellipsis, for an axis too narrow for it. */
export function shortenLabel(label: string, maxChars: number): string {
  const characters = Array.from(label);
  return characters.length <= maxChars
    ? label
    : `${characters.slice(0, Math.max(1, maxChars - 1)).join('')}…`;
}
