import type { Migration } from 'kysely';
import { initialSchema } from './0001-initial-schema.js';
import { enrichmentCacheSchema } from './0002-enrichment-cache.js';
import { castorKnowledgeBase } from './0003-castor-knowledge-base.js';
import { rateLimitsSchema } from './0004-rate-limits.js';
import { jobAbortReason } from './0005-job-abort-reason.js';
import { userLocale } from './0006-user-locale.js';
import { jobCancelledBy } from './0007-job-cancelled-by.js';
import { customSettingsNamePerOwner } from './0008-custom-settings-name-per-owner.js';
import { knowledgeBaseGenerations } from './0009-knowledge-base-generations.js';

/**
 * Every migration, in the order it must run. Names never change once released; add new ones at
 * the end. Explicit on purpose: no folder scanning, so bundling and renames cannot reorder them.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-enrichment-cache': enrichmentCacheSchema,
  '0003-castor-knowledge-base': castorKnowledgeBase,
  '0004-rate-limits': rateLimitsSchema,
  '0005-job-abort-reason': jobAbortReason,
  '0006-user-locale': userLocale,
  '0007-job-cancelled-by': jobCancelledBy,
  '0008-custom-settings-name-per-owner': customSettingsNamePerOwner,
  '0009-knowledge-base-generations': knowledgeBaseGenerations,
};
