import type { IntlShape } from 'react-intl';
import { formatJobDuration, parseReportDuration } from '../../shared/i18n/format-job-duration.js';
import { readRate } from './report-data.js';
import { reportMessages } from './report.messages.js';

/** Rates the report writes with the reference's French units ("483 lignes/s", "120 ec/s"). */
const RATE_MESSAGES = {
  'process-speed': reportMessages.linesPerSecond,
  'ecs-speed': reportMessages.eventsPerSecond,
} as const;

function isRateKey(key: string): key is keyof typeof RATE_MESSAGES {
  return key in RATE_MESSAGES;
}

/** True for a value the report leaves empty (`null`, no text): the page shows a dash for it. */
export function isEmptyReportValue(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

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
  if (isRateKey(key)) {
    // Worded in the page's language from the figure; a value without one stays as written.
    const count = readRate(value);
    return count === null ? null : intl.formatMessage(RATE_MESSAGES[key], { count });
  }
  return null;
}
