import {
  DENIED_EVENTS_KEY,
  REJECT_CATEGORIES,
  ReportExplorerSchema,
  SAMPLE_CATEGORY_NAMES,
  type RejectSample,
  type ReportExplorer,
  type SampleCategory,
} from '@sillage/shared-types';
import type { ReportGroups } from '../../shared/ui/report-groups.js';

/** The report's `explorer` section when present and well-formed, else null (older jobs). */
export function readExplorer(report: ReportGroups | null | undefined): ReportExplorer | null {
  const parsed = ReportExplorerSchema.safeParse(report?.explorer);
  return parsed.success ? parsed.data : null;
}

/** The catalog id of a reject category's name (the report's counter label). */
export function rejectLabelId(category: string): string {
  if (category === DENIED_EVENTS_KEY) {
    // Not a reject category: the denied accesses the last step sets aside (own counter).
    return 'report.rejects.nb-denied-ecs';
  }
  const entry = (REJECT_CATEGORIES as Record<string, { counter: string } | undefined>)[category];
  return `report.rejects.${entry?.counter ?? 'nb-lines-unknown-errors'}`;
}

export interface FunnelRow {
  step: string;
  count: number;
  /** Share of the first step (lines read), 0…1. */
  share: number;
  /** What this step lost, largest first. */
  dropped: { category: string; count: number }[];
}

/** The funnel with shares of the lines read and each step's losses ranked. */
export function buildFunnelRows(explorer: ReportExplorer): FunnelRow[] {
  const first = explorer.funnel[0]?.count ?? 0;
  return explorer.funnel.map((step) => ({
    step: step.step,
    count: step.count,
    share: first === 0 ? 0 : step.count / first,
    dropped: Object.entries(step.dropped)
      .filter(([, count]) => count > 0)
      .map(([category, count]) => ({ category, count }))
      .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category)),
  }));
}

export interface SampleGroup {
  category: SampleCategory;
  samples: RejectSample[];
}

/** Categories that kept samples, in the reference's category order, then denied accesses. */
export function buildSampleGroups(explorer: ReportExplorer): SampleGroup[] {
  return SAMPLE_CATEGORY_NAMES.flatMap((category) => {
    const samples = explorer.samples[category] ?? [];
    return samples.length === 0 ? [] : [{ category, samples }];
  });
}

/** Lines dropped per category over the whole funnel. */
export function droppedByCategory(explorer: ReportExplorer): Map<string, number> {
  const totals = new Map<string, number>();
  for (const step of explorer.funnel) {
    for (const [category, count] of Object.entries(step.dropped)) {
      totals.set(category, (totals.get(category) ?? 0) + count);
    }
  }
  return totals;
}
