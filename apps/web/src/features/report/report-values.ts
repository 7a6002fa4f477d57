import type { IntlShape } from 'react-intl';
import { formatJobDuration, parseReportDuration } from '../../shared/i18n/format-job-duration.js';

/**
 * A report value in the page's words, for the keys the page knows how to read; null to show the
 * value as the report writes it (the report file keeps the reference's texts).
 */
export function formatReportValue(intl: IntlShape, key: string, value: unknown): string | null {
  if (key === 'Job-Duration') {
    // The same figure as the status tile and My jobs, by the same formatter.
    const seconds = parseReportDuration(value);
    return seconds === null ? null : formatJobDuration(intl, seconds);
  }
  return null;
}
