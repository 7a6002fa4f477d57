import { renderProgress, type ProgressSnapshot } from './progress-line.js';

const snapshot = (extra: Partial<ProgressSnapshot>): ProgressSnapshot => ({
  bytesRead: 0,
  totalBytes: undefined,
  lines: 0,
  events: 0,
  elapsedMs: 0,
  ...extra,
});

describe('renderProgress', () => {
  it('draws a bar with bytes read of the total, lines/s and the time left', () => {
    const line = renderProgress(
      snapshot({
        bytesRead: 25 * 1_048_576,
        totalBytes: 100 * 1_048_576,
        lines: 250_000,
        events: 12_345,
        elapsedMs: 10_000,
      }),
      80,
    );
    // 25 % in 10 s, so 30 s left; the bar takes what the details leave of 80 columns (34).
    expect(line).toBe(
      `[${'#'.repeat(9)}${'-'.repeat(25)}]  25% 25.0/100.0 MiB 25,000 lines/s ETA 0:30`,
    );
    expect(line).toHaveLength(80);
  });

  it.each([
    [0, `[${'-'.repeat(40)}]   0% 0.0/1024.0 MiB 0 lines/s ETA --:--`],
    [512, `[${'#'.repeat(20)}${'-'.repeat(20)}]  50% 512.0/1024.0 MiB 5,000 lines/s ETA 1:40`],
    [1024, `[${'#'.repeat(40)}] 100% 1024.0/1024.0 MiB 5,000 lines/s ETA 0:00`],
  ])('at %i MiB of 1 GiB: %s', (mib, expected) => {
    const elapsedMs = mib === 0 ? 0 : 100_000;
    const lines = mib === 0 ? 0 : 500_000;
    expect(
      renderProgress(
        snapshot({ bytesRead: mib * 1_048_576, totalBytes: 1024 * 1_048_576, lines, elapsedMs }),
        90,
      ),
    ).toBe(expected);
  });

  it('shows hours in a long time left', () => {
    const line = renderProgress(
      snapshot({ bytesRead: 10, totalBytes: 7210, lines: 1, elapsedMs: 10_000 }),
      100,
    );
    expect(line.endsWith('ETA 2:00:00')).toBe(true);
  });

  it('says no time left for the first seconds, as the web app does (ADR 0092)', () => {
    // 10 % in 2 s would say 0:18, from a rate measured while the reader fills its buffers.
    const early = snapshot({ bytesRead: 10, totalBytes: 100, lines: 10, elapsedMs: 2000 });
    expect(renderProgress(early, 80)).toMatch(/ 10% .* ETA --:--$/);
    expect(renderProgress({ ...early, bytesRead: 50, elapsedMs: 5000 }, 80)).toMatch(
      / 50% .* ETA 0:05$/,
    );
  });

  it('falls back to counters when the input size is unknown (stdin)', () => {
    expect(renderProgress(snapshot({ lines: 1_500_000, events: 42_000, elapsedMs: 3000 }))).toBe(
      '1,500,000 lines, 42,000 ECs, 500,000 lines/s',
    );
  });

  it('never writes past the terminal width', () => {
    const line = renderProgress(
      snapshot({ bytesRead: 5, totalBytes: 10, lines: 5, elapsedMs: 1000 }),
      30,
    );
    expect(line.length).toBeLessThanOrEqual(30);
    expect(line.startsWith('[#####-----]')).toBe(true);
  });
});
