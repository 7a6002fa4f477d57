import type { SatelliteFetch, SatellitePackName } from '@sillage/shared-types';
import { redactPaths } from '@sillage/jobs';
import {
  cloneFailureReason,
  cloneIntoFolder,
  isDirectory,
} from '../platforms-catalog/clone-repository.js';
import { publicRepository } from '../platforms-catalog/public-repository.js';

export interface SatelliteFetchOptions {
  name: SatellitePackName;
  /** `<data dir>/packs/<name>`. */
  dir: string;
  /** SILLAGE_<NAME>_FETCH. */
  fetch: boolean;
  repositoryUrl: string;
  branch: string;
  /** Throws (a `CloneFailed`, whose reason is shown) when a clone is not a usable pack of this kind. */
  check: (clone: string) => Promise<void>;
  log: (level: 'info' | 'warn', message: string) => void;
}

export interface SatelliteFetchHandle {
  /**
   * Where the fetch stands; undefined once the folder is in place, however it got there (another
   * api process sharing the data folder, an admin's own clone).
   */
  status(): Promise<SatelliteFetch | undefined>;
  /** Reads whether the folder is there and, when it is not and fetching is on, starts fetching. */
  start(): Promise<void>;
  /** Starts a fetch of the missing folder; false when there is nothing to fetch now. */
  fetch(): boolean;
  /** Resolves when no fetch is running. */
  whenIdle(): Promise<void>;
  /** Stops a running fetch (the api closes); its partial copy is removed. */
  stop(): Promise<void>;
}

/**
 * A satellite pack (exclusion lists, resources) fetched into the data folder at first start, as
 * the platforms catalog is (ADR 0113): a shallow clone made beside the folder, checked, renamed
 * in. Nothing else needs telling: jobs and resource files notice the folder by themselves.
 * Offline, the fetch fails with git's reason, and an admin can start it again.
 */
export function createSatelliteFetch(options: SatelliteFetchOptions): SatelliteFetchHandle {
  const repository = publicRepository(options.repositoryUrl);
  const base = {
    ...(repository === undefined ? {} : { repository }),
    branch: options.branch,
  };
  let status: SatelliteFetch | undefined;
  let inPlace = false;
  let fetching: Promise<void> | undefined;
  const aborter = new AbortController();
  const label = `the ${options.name} pack`;
  const putInPlace = () => {
    status = undefined;
    inPlace = true;
  };

  const clone = async () => {
    options.log('info', `fetching ${label} (${options.branch})`);
    try {
      await cloneIntoFolder({
        url: options.repositoryUrl,
        branch: options.branch,
        dir: options.dir,
        signal: aborter.signal,
        onProgress: ({ progress }) => {
          status = { ...base, state: 'fetching', progress };
        },
        check: options.check,
      });
    } catch (error) {
      if (aborter.signal.aborted) {
        return;
      }
      if (await isDirectory(options.dir)) {
        // Another api process sharing the data folder put its copy in place meanwhile.
        putInPlace();
        return;
      }
      const reason = cloneFailureReason(error);
      // Offline is a normal condition here: one line, no stack.
      options.log('warn', `${label} could not be fetched: ${reason}`);
      // Shown to every signed-in user: git and the checks name the server's folders.
      status = { ...base, state: 'failed', reason: redactPaths(reason) };
      return;
    }
    options.log('info', `${label} fetched`);
    putInPlace();
  };

  return {
    async status() {
      if (inPlace) {
        return undefined;
      }
      if (fetching === undefined && (await isDirectory(options.dir))) {
        putInPlace();
        return undefined;
      }
      // (Before `start`, which the api runs once it serves, what it is about to do.)
      return (
        status ?? {
          ...base,
          ...(options.fetch ? { state: 'fetching', progress: 0 } : { state: 'disabled' }),
        }
      );
    },

    async start() {
      if (await isDirectory(options.dir)) {
        putInPlace();
      } else if (!options.fetch) {
        status = { ...base, state: 'disabled' };
      } else {
        this.fetch();
      }
    },

    fetch() {
      if (inPlace || !options.fetch || fetching !== undefined) {
        return false;
      }
      status = { ...base, state: 'fetching', progress: 0 };
      fetching = clone().finally(() => {
        fetching = undefined;
      });
      return true;
    },

    async whenIdle() {
      await fetching;
    },

    async stop() {
      aborter.abort();
      await fetching;
    },
  };
}
