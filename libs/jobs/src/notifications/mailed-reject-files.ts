import { reportSection } from '@sillage/mail';
import { REJECT_CATEGORIES, type RejectCategory, type RejectKey } from '@sillage/shared-types';
import { buildJobUrls } from '../job-urls.js';

/** The denied events' file as the report names it: `…/denied-ecs.<extension>`. */
const DENIED_FILE = /\/denied-ecs\.([a-z]+)$/;

/**
 * The links of the files a job kept its rejected lines and denied events in, by report counter,
 * under the mail's base: the report says which files exist (`rejets.url-<category>`,
 * `general.url-denied-ecs`) but names them under the base the job was sent to, which the caller
 * chose (its Host header) and a mail must not pass on. Nothing without an http(s) base.
 */
export function mailedRejectFiles(
  report: Record<string, unknown> | null | undefined,
  base: string,
  jobId: string,
): Partial<Record<RejectKey, string>> {
  if (!/^https?:\/\//i.test(base)) {
    return {};
  }
  const urls = buildJobUrls(base, jobId);
  const files: Partial<Record<RejectKey, string>> = {};
  const rejets = reportSection(report, 'rejets');
  for (const [category, { counter }] of Object.entries(REJECT_CATEGORIES)) {
    if (typeof rejets[`url-${category}`] === 'string') {
      files[counter] = urls.rejects(category as RejectCategory);
    }
  }
  const denied = reportSection(report, 'general')['url-denied-ecs'];
  const extension = typeof denied === 'string' ? DENIED_FILE.exec(denied)?.[1] : undefined;
  if (extension !== undefined) {
    files['nb-denied-ecs'] = urls.denied(extension);
  }
  return files;
}
