import type { IntlShape } from 'react-intl';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { formatDateTime, formatDay } from '../../shared/i18n/format-date.js';
import { formatJobDuration, parseReportDuration } from '../../shared/i18n/format-job-duration.js';
import { isLocale } from '../../shared/i18n/locale.js';
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

/** The report's `Rejection-Rate`, "90.14 %" (two decimals, a dot, as the reference writes it). */
const REPORT_PERCENT = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/;

/** The report's `Job-Date`: an ISO 8601 date and time with its offset. */
const REPORT_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * Keys whose value is a count (general `nb-*` and on/off-campus accesses, stats per platform,
 * type and format).
 */
const COUNT_KEY = /^(?:nb-|platform-|rtype-|mime-|platforms$|(?:on|off)-campus-accesses$)/;

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
  if (key === 'Rejection-Rate' && typeof value === 'string') {
    // "90,14 %" in French, "90.14%" in English.
    const percent = REPORT_PERCENT.exec(value)?.[1];
    return percent === undefined
      ? null
      : intl.formatNumber(Number(percent) / 100, { style: 'percent', maximumFractionDigits: 2 });
  }
  if (key === 'Job-Date' && typeof value === 'string' && REPORT_DATE_TIME.test(value)) {
    // In the reader's time zone and the app's date format, as My jobs shows the same start.
    return isLocale(intl.locale) ? formatDateTime(value, intl.locale) : null;
  }
  if (typeof value === 'boolean') {
    // `Job-Done`, `predefined-settings`, `activated`…: "Oui" on a French page.
    return intl.formatMessage(value ? commonMessages.yes : commonMessages.no);
  }
  if (key.endsWith('-date') && typeof value === 'string') {
    // The commit days of the software and its parsers (`git-date`, `platforms-date`…), as
    // `Job-Date` beside them is written; a value that is no day stays as written.
    return isLocale(intl.locale) ? formatDay(value, intl.locale) : null;
  }
  if (COUNT_KEY.test(key) && typeof value === 'number') {
    // Counts of lines and events, as the status tiles show them: "1 234 567" in French.
    return intl.formatNumber(value);
  }
  if (isRateKey(key)) {
    // Worded in the page's language from the figure; a value without one stays as written.
    const count = readRate(value);
    return count === null ? null : intl.formatMessage(RATE_MESSAGES[key], { count });
  }
  return null;
}
