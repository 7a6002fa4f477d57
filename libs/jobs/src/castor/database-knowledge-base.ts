import type { KnowledgeBaseRepository } from '@sillage/db';
import type { KnowledgeBase } from '@sillage/pipeline';

export const SYNC_NOTICE =
  'the knowledge base is being synchronised: enrichment uses the files loaded so far';

/**
 * The pipeline's knowledge base over the synchronised Postgres tables; `isSynchronizing` tells
 * whether castor is running (asked once per job, the answer goes to the job's traces).
 */
export function createDatabaseKnowledgeBase(
  repository: Pick<KnowledgeBaseRepository, 'lookupBatch'> &
    Partial<Pick<KnowledgeBaseRepository, 'columnValues'>>,
  isSynchronizing: () => Promise<boolean>,
): KnowledgeBase {
  const { columnValues } = repository;
  return {
    lookupBatch: (requests) => repository.lookupBatch(requests),
    ...(columnValues === undefined
      ? {}
      : { columnValues: (platform: string, column: string) => columnValues(platform, column) }),
    async syncNotice() {
      return (await isSynchronizing()) ? SYNC_NOTICE : undefined;
    },
  };
}

/** app_config key where the api publishes castor's state for every process (workers included). */
export const CASTOR_STATE_KEY = 'castor-state';

/** Reads the published castor state: true while a sync runs. */
export function castorRunning(appConfig: {
  get(key: string): Promise<unknown>;
}): () => Promise<boolean> {
  return async () => {
    const value = await appConfig.get(CASTOR_STATE_KEY);
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as { state?: unknown }).state === 'synchronizing'
    );
  };
}
