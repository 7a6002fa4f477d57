import type { FormatAnalysis, FormatAnalysisRequest } from '@sillage/shared-types';
import type { JobSettingsForm } from '../settings/settings-model.js';

/** The request for these lines and settings (no format = auto-detection). */
export function buildAnalysisRequest(
  logLines: string,
  form: JobSettingsForm,
): FormatAnalysisRequest {
  return {
    logLines,
    ...(form.logType ? { proxy: form.logType } : {}),
    ...(form.logType && form.logFormat.trim() ? { format: form.logFormat.trim() } : {}),
    ...(form.dateFormat.trim() ? { dateFormat: form.dateFormat.trim() } : {}),
  };
}

export type AnalysisVerdict = 'none' | 'match' | 'partial' | 'failed';

/** The colour of the analysis: nothing yet, full match, match with missing fields, or no match. */
export function judgeAnalysis(analysis: FormatAnalysis | null): AnalysisVerdict {
  if (!analysis) {
    return 'none';
  }
  if (!analysis.strictMatch) {
    return 'failed';
  }
  return analysis.missing.length > 0 ? 'partial' : 'match';
}

/** Splits a text at `breakAt` characters: the matched part, then the rest. */
export function splitAtBreak(text: string, breakAt: number): { matched: string; rest: string } {
  const index = Math.max(0, Math.min(breakAt, text.length));
  return { matched: text.slice(0, index), rest: text.slice(index) };
}
