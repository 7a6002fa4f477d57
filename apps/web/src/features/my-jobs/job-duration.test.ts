import { formatDuration, jobDurationSeconds } from './job-duration.js';

describe('job duration', () => {
  it('counts the seconds between start and end, none while running', () => {
    expect(jobDurationSeconds('2026-01-01T10:00:00Z', '2026-01-01T10:03:05.400Z')).toBe(185);
    expect(jobDurationSeconds('2026-01-01T10:00:00Z', null)).toBeNull();
  });

  it.each([
    [42, '42 s'],
    [185, '3 min 05 s'],
    [3720, '1 h 02 min'],
  ])('writes %i s as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
