import type { PredefinedSettingAvailability } from '../api/settings.schema.js';
import { normalizeHeaders } from './header-values.js';
import { listUnknownMiddlewares } from './middleware-chain.js';
import { parseJobSettings, type JobSettingsSources } from './parse-job-settings.js';

/**
 * Whether a job naming predefined setting `id` (and nothing else) would pass the jobs' own
 * validation with `sources`, so a user learns before submitting that a setting cannot run here,
 * and why, or which middlewares of the reference it names (ezunpaywall…) it runs without.
 */
export function checkPredefinedSetting(
  id: string,
  sources: JobSettingsSources,
): PredefinedSettingAvailability {
  const parsed = parseJobSettings({ 'ezPAARSE-Predefined-Settings': id }, sources);
  if (parsed.ok) {
    const skipped = parsed.settings.skippedMiddlewares;
    return skipped === undefined ? { canRun: true } : { canRun: true, skippedMiddlewares: skipped };
  }
  const setting =
    sources.predefined !== undefined && Object.hasOwn(sources.predefined, id)
      ? sources.predefined[id]
      : undefined;
  const header = normalizeHeaders(setting?.headers ?? {})['ezpaarse-middlewares'];
  return {
    canRun: false,
    status: parsed.failure.status,
    message: parsed.failure.message,
    unknownMiddlewares:
      sources.availableMiddlewares === undefined
        ? []
        : listUnknownMiddlewares(header, sources.availableMiddlewares),
  };
}
