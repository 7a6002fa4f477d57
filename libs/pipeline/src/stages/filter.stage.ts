import type { CodedRejectReason } from '../engine/reject-reason.js';
import { createEventStage, type Stage } from '../engine/stage.js';

/** Settings the relevance filter reads (reference `ecfilter.isValid`). */
export interface FilterStageOptions {
  /** true = reference rule, false = no status check, list = keep only these statuses. */
  filterStatus: boolean | readonly string[];
  filterRedirects: boolean;
  /** Force-Parser lifts the "domain required" rule. */
  forceParser: boolean;
}

const STATIC_ASSET = /\.otf|\.css|\.gif|\.jpe?g|\.png|favicon\.ico/i;
const SCRIPT = /\.js(?:\.min)?$/;
const DENIED_STATUSES = new Set(['401', '403']);
// Shared by every rejected line: a reason object per line would cost an allocation each.
const MISSING_URL_OR_TIMESTAMP: CodedRejectReason = { code: 'missing-url-or-timestamp' };
const MISSING_DOMAIN: CodedRejectReason = { code: 'missing-domain' };
const STATIC_ASSET_REASON: CodedRejectReason = { code: 'static-asset' };

/**
 * Drops irrelevant lines as `filtered-ecs` (no url/date/domain, static assets, HTTP statuses
 * other than 200/304, plus 301/302 when redirects are kept) and marks 401/403 as denied.
 */
export function createFilterStage(options: FilterStageOptions): Stage {
  const { filterStatus } = options;
  const kept = new Set(
    Array.isArray(filterStatus)
      ? filterStatus
      : options.filterRedirects
        ? ['200', '304']
        : ['200', '304', '301', '302'],
  );
  return createEventStage('filter', (event) => {
    const { fields } = event;
    const { url } = fields;
    if (!url || !(event.timestamp > 0 || event.timestamp < 0)) {
      return { category: 'filtered-ecs', reason: MISSING_URL_OR_TIMESTAMP };
    }
    if (!fields.domain && !options.forceParser) {
      return { category: 'filtered-ecs', reason: MISSING_DOMAIN };
    }
    if (STATIC_ASSET.test(url) || SCRIPT.test(url)) {
      return { category: 'filtered-ecs', reason: STATIC_ASSET_REASON };
    }
    const { status } = fields;
    if (filterStatus === false || !status) {
      return undefined;
    }
    if (filterStatus === true && DENIED_STATUSES.has(status)) {
      event.granted = false;
      return undefined;
    }
    return kept.has(status)
      ? undefined
      : { category: 'filtered-ecs', reason: { code: 'http-status', params: { status } } };
  });
}
