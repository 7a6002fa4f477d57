import { REJECT_CATEGORIES } from '@sillage/shared-types';
import type { IntlShape } from 'react-intl';
import type { ReportGroups } from '../../shared/ui/report-groups.js';

/** The figures the one-line summaries of a finished job's views are made of. */
export interface JobInsights {
  linesInput: number;
  events: number;
  platforms: number;
  /**
   * Lines set aside: every `rejets` counter and the denied accesses (`nb-denied-ecs`), as the
   * reject explorer lists them and My jobs counts them, so that lines read = events + these.
   */
  rejectedLines: number;
  /** Share of the lines read that were set aside, 0…1. */
  rejectionRate: number;
  /** The reason that set most lines aside, by its report counter (`nb-lines-unknown-domains`). */
  topReason: { counter: string; count: number } | null;
}

const num = (value: unknown): number => {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0;
};

const DENIED = 'nb-denied-ecs';
const REJECT_COUNTERS = new Set<string>(
  Object.values(REJECT_CATEGORIES).map((category) => category.counter),
);

/**
 * The one "set aside" share of the web (result card, My jobs): every reject counter, ignored
 * lines and denied accesses included, over the lines read, with one decimal. Not the report's
 * `Rejection-Rate`, which leaves ignored lines out of both sides (reference definition).
 */
export function formatSetAsideShare(intl: IntlShape, rejectedLines: number, linesInput: number) {
  return intl.formatNumber(linesInput > 0 ? rejectedLines / linesInput : 0, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
}

/** Reads a job report (its groups) into the figures of the step-3 summaries. */
export function readJobInsights(report: ReportGroups): JobInsights {
  const general = report.general ?? {};
  const linesInput = num(general['nb-lines-input']);
  const reasons = Object.entries(report.rejets ?? {})
    .filter(([key]) => REJECT_COUNTERS.has(key))
    .map(([counter, value]) => ({ counter, count: num(value) }))
    // Kept in `general` by the reference's layout, but set aside all the same.
    .concat({ counter: DENIED, count: num(general[DENIED]) })
    .filter((reason) => reason.count > 0)
    .sort((a, b) => b.count - a.count);
  const rejectedLines = reasons.reduce((sum, reason) => sum + reason.count, 0);
  const platforms = Object.entries(report.stats ?? {}).filter(
    ([key, value]) => key.startsWith('platform-') && num(value) > 0,
  ).length;
  return {
    linesInput,
    events: num(general['nb-ecs']),
    platforms,
    rejectedLines,
    rejectionRate: linesInput > 0 ? rejectedLines / linesInput : 0,
    topReason: reasons[0] ?? null,
  };
}
