import { buildJobUrls } from '@sillage/jobs';
import { resultExtensionOf } from '@sillage/pipeline';
import {
  REJECT_CATEGORY_NAMES,
  type JobSettings,
  type RejectCategory,
} from '@sillage/shared-types';

/** `unknown-domains` → `Lines-Unknown-Domains` (the reference header names). */
export function rejectHeaderName(category: RejectCategory): string {
  return `Lines-${category
    .split('-')
    .map((word) => (word === 'ecs' ? 'ECs' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('-')}`;
}

/**
 * The response headers of a job (also sent as the socket `headers` message): Job-ID, Job-Report,
 * Job-Traces, every Lines-* (always advertised, as the reference does), Denied-ECs.
 */
export function buildJobHeaders(
  base: string,
  jobId: string,
  settings: JobSettings,
): Record<string, string> {
  const urls = buildJobUrls(base, jobId);
  const headers: Record<string, string> = {
    'Job-ID': jobId,
    'Job-Report': urls.report,
    'Job-Traces': urls.traces,
  };
  for (const category of REJECT_CATEGORY_NAMES) {
    headers[rejectHeaderName(category)] = urls.rejects(category);
  }
  headers['Denied-ECs'] = urls.denied(resultExtensionOf(settings));
  return headers;
}
