import {
  parseEnricherCounterKey,
  REJECT_KEYS,
  type NetworkEnricherName,
} from '@sillage/shared-types';
import { parseReportDuration } from '../../shared/i18n/format-job-duration.js';
import type { ReportGroups } from '../../shared/ui/report-groups.js';
import { MAX_BARS } from './bar-points.js';
import { NO_VALUE } from '../../shared/ui/no-value.js';

/** A report value as a number (counters may arrive as strings); 0 when absent or not numeric. */
export function readNumber(value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number.parseFloat(value)
        : Number.NaN;
  return Number.isFinite(number) ? number : 0;
}

function group(report: ReportGroups | null | undefined, name: string): Record<string, unknown> {
  return report?.[name] ?? {};
}

/** A rate's figure ("300 lignes/s", or a bare number), or null when the value has none. */
export function readRate(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? value : null;
  }
  const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)(?:\s|$)/.exec(value) : null;
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** The eight figures of the "processing status" panel. */
export function extractMetrics(report: ReportGroups | null | undefined) {
  const general = group(report, 'general');
  const stats = group(report, 'stats');
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : NO_VALUE;
  return {
    linesRead: readNumber(general['nb-lines-input']),
    eventCount: readNumber(general['nb-ecs']),
    /** Job-Duration as written, shown when it cannot be read as seconds. */
    duration: text(general['Job-Duration']),
    durationSeconds: parseReportDuration(general['Job-Duration']),
    // The report keeps the reference's French units ("300 lignes/s"); the page words them.
    processSpeed: readRate(general['process-speed']),
    eventSpeed: readRate(general['ecs-speed']),
    platforms: readNumber(stats.platforms),
    htmlCount: readNumber(stats['mime-HTML']),
    pdfCount: readNumber(stats['mime-PDF']),
  };
}

export interface CountPoint {
  name: string;
  value: number;
  /** The code the name stands for ("BOOK_SECTION" for "Book section"), when they differ. */
  code?: string;
}

/** A point named `label` for its `code`, the code kept when the label differs from it. */
export function nameCountPoint(code: string, label: string, value: number): CountPoint {
  return label === code || code === '' ? { name: label, value } : { name: label, value, code };
}

/** `stats` counters with this prefix (`platform-`, `rtype-`, `mime-`), largest first, at most `limit`. */
export function buildCountSeries(
  report: ReportGroups | null | undefined,
  prefix: string,
  limit = MAX_BARS,
): CountPoint[] {
  return Object.entries(group(report, 'stats'))
    .filter(([key]) => key.startsWith(prefix))
    .map(([key, value]) => ({ name: key.slice(prefix.length), value: readNumber(value) }))
    .filter((point) => point.value > 0)
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name))
    .slice(0, limit);
}

export interface RejectRow {
  key: string;
  value: unknown;
  isCounter: boolean;
  /**
   * Share of the relevant lines (input − ignored), in %, not rounded (the reference's client
   * rounded it up: 0.34 % read "1%", where the reject explorer says 0.3 % of the same lines);
   * null when not a line counter.
   */
  percent: number | null;
}

/** Rows of the rejects panel; url-* links (reject files) are kept as plain rows. */
export function buildRejectRows(report: ReportGroups | null | undefined): RejectRow[] {
  const rejects = group(report, 'rejets');
  const relevant =
    readNumber(group(report, 'general')['nb-lines-input']) -
    readNumber(rejects['nb-lines-ignored']);
  return Object.entries(rejects).map(([key, value]) => {
    const isCounter = key.startsWith('nb-lines') || key === 'nb-denied-ecs';
    const hasShare = key.startsWith('nb-lines') && key !== 'nb-lines-ignored' && relevant > 0;
    return {
      key,
      value,
      isCounter,
      percent: hasShare ? Math.min(100, (readNumber(value) / relevant) * 100) : null,
    };
  });
}

export interface FunnelStep {
  /** `input`, `relevant`, `events`, or a reject key. */
  stage: string;
  value: number;
}

/**
 * Lines read, relevant lines, each reject that removed lines, the denied accesses, then the
 * events written (`nb-ecs`, the same count as the dashboard and the reject explorer).
 */
export function buildRejectFunnel(report: ReportGroups | null | undefined): FunnelStep[] {
  const general = group(report, 'general');
  const rejects = group(report, 'rejets');
  const input = readNumber(general['nb-lines-input']);
  if (input === 0) {
    return [];
  }
  const removed = REJECT_KEYS.filter((key) => key !== 'nb-lines-ignored')
    // The report keeps nb-denied-ecs in `general` (reference layout); older ones in `rejets`.
    .map((key) => ({
      stage: key,
      value: readNumber(key === 'nb-denied-ecs' ? (general[key] ?? rejects[key]) : rejects[key]),
    }))
    .filter((step) => step.value > 0);
  return [
    { stage: 'input', value: input },
    { stage: 'relevant', value: input - readNumber(rejects['nb-lines-ignored']) },
    ...removed,
    { stage: 'events', value: readNumber(general['nb-ecs']) },
  ];
}

/** True when the value should render as a link (reference: values starting with http(s)). */
export function isUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value);
}

/** An enricher counter of `general`, with what the page needs to word it. */
export interface EnrichmentRow {
  /** The report's key (`crossref-queries`), shown too: users compare it with ezPAARSE's. */
  key: string;
  enricher: NetworkEnricherName;
  counter: string;
  value: unknown;
}

/**
 * `general` split in two for the page: its enricher counters (`crossref-queries`…), shown under
 * their own heading with readable labels, and the other keys, in the report's order.
 */
export function splitEnrichmentCounters(general: Record<string, unknown>): {
  general: Record<string, unknown>;
  enrichment: EnrichmentRow[];
} {
  const rest: Record<string, unknown> = {};
  const enrichment: EnrichmentRow[] = [];
  for (const [key, value] of Object.entries(general)) {
    const parsed = parseEnricherCounterKey(key);
    if (parsed) {
      enrichment.push({ key, ...parsed, value });
    } else {
      rest[key] = value;
    }
  }
  return { general: rest, enrichment };
}

/**
 * Whether a report is that of a job still queued or running: it says neither that the job is
 * done (`Job-Done`) nor why it stopped short (a stopped job's report always has a
 * `status-message`, and a failed one its `status` code).
 */
export function isReportUnderWay(report: ReportGroups | null | undefined): boolean {
  const general = report?.general;
  return (
    general !== undefined &&
    general['Job-Done'] !== true &&
    (general['status-message'] ?? null) === null &&
    (general.status ?? null) === null
  );
}
