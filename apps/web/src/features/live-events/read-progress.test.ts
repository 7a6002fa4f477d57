import { readInputBytes, readPercent } from '@sillage/shared-types';
import { estimateSecondsLeft, TIME_LEFT_AFTER_MS } from './read-progress.js';

describe('read progress', () => {
  it('reads the input bytes of a live report, a missing or null total as unknown', () => {
    expect(readInputBytes({ general: { 'input-bytes-read': 5, 'input-bytes-total': 9 } })).toEqual({
      read: 5,
      total: 9,
    });
    expect(
      readInputBytes({ general: { 'input-bytes-read': 5, 'input-bytes-total': null } }),
    ).toEqual({ read: 5, total: null });
    expect(readInputBytes({ general: { 'nb-lines-input': 5 } })).toBeNull();
  });

  it.each([
    [0, 1000, 0],
    [999, 1000, 99],
    [1000, 1000, 100],
    [5, null, null],
  ])('%i of %p bytes read is %p %', (read, total, expected) => {
    expect(readPercent(read, total)).toBe(expected);
  });

  it('estimates the time left from the rate since the first report, once it is trusted', () => {
    const first = { atMs: 0, bytes: 100 };
    // 300 bytes in 10 s: 600 left take 20 s.
    expect(estimateSecondsLeft(first, { atMs: 10_000, bytes: 400 }, 1000)).toBe(20);
    expect(
      estimateSecondsLeft(first, { atMs: TIME_LEFT_AFTER_MS - 1, bytes: 400 }, 1000),
    ).toBeNull();
    expect(estimateSecondsLeft(first, { atMs: 10_000, bytes: 400 }, null)).toBeNull();
    expect(estimateSecondsLeft(first, { atMs: 10_000, bytes: 100 }, 1000)).toBeNull();
    expect(estimateSecondsLeft(first, { atMs: 10_000, bytes: 1000 }, 1000)).toBeNull();
  });
});
