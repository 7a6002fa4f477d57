import type { IntlShape } from 'react-intl';
import { commonMessages } from './common.messages.js';

/**
 * A job's duration in whole seconds (cut down, never rounded up), one definition for every page:
 * from the job's creation (the upload's start, the report's Job-Date) to its end, as the report's
 * Job-Duration counts it; null while it has not ended.
 */
export function jobDurationSeconds(job: {
  createdAt: string;
  endedAt: string | null;
}): number | null {
  if (job.endedAt === null) {
    return null;
  }
  const ms = Date.parse(job.endedAt) - Date.parse(job.createdAt);
  return Number.isFinite(ms) && ms >= 0 ? Math.floor(ms / 1000) : null;
}

/** `1 h 2 m 5 s ` (the reference's Job-Duration, hours and minutes only when needed). */
const REPORT_DURATION = /^\s*(?:(\d+) h )?(?:(\d+) m )?(\d+) s\s*$/;

/** The seconds of a report's Job-Duration; null when absent or not in the reference's shape. */
export function parseReportDuration(value: unknown): number | null {
  const match = typeof value === 'string' ? REPORT_DURATION.exec(value) : null;
  if (match === null) {
    return null;
  }
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/**
 * `< 1 s`, `42 s`, `3 min 05 s`, `1 h 02 min`: the same units in French and English. A job under
 * a second is not "0 s", which beside a speed of thousands of lines a second reads like an error.
 */
export function formatJobDuration(intl: IntlShape, seconds: number): string {
  if (seconds < 1) return intl.formatMessage(commonMessages.underASecond);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
