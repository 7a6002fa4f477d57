import { createIntl } from 'react-intl';
import {
  formatJobDuration,
  jobDurationSeconds,
  parseReportDuration,
} from './format-job-duration.js';
import en from './locales/en.json';

const intl = createIntl({ locale: 'en', messages: en });

describe('job duration', () => {
  it('counts whole seconds from creation to end, cut down like the report, none while running', () => {
    const createdAt = '2026-01-01T10:00:00Z';
    // 16.58 s: the report says 16 s, so must every page.
    expect(jobDurationSeconds({ createdAt, endedAt: '2026-01-01T10:00:16.580Z' })).toBe(16);
    expect(jobDurationSeconds({ createdAt, endedAt: '2026-01-01T10:03:05.400Z' })).toBe(185);
    expect(jobDurationSeconds({ createdAt, endedAt: null })).toBeNull();
  });

  it.each([
    ['0 s ', 0],
    ['16 s ', 16],
    ['4 m 22 s ', 262],
    ['1 h 0 m 5 s ', 3605],
    ['4 m 22 s', 262],
  ])('reads the report Job-Duration %j as %i s', (text, seconds) => {
    expect(parseReportDuration(text)).toBe(seconds);
  });

  it('reads nothing from an absent or unknown Job-Duration', () => {
    expect(parseReportDuration(undefined)).toBeNull();
    expect(parseReportDuration('soon')).toBeNull();
  });

  it.each([
    [0, '< 1 s'],
    [42, '42 s'],
    [185, '3 min 05 s'],
    [3720, '1 h 02 min'],
  ])('writes %i s as %s', (seconds, text) => {
    expect(formatJobDuration(intl, seconds)).toBe(text);
  });
});
