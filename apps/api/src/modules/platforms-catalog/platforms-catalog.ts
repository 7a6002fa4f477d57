import { randomBytes } from 'node:crypto';
import { redactPaths } from '@sillage/jobs';
import { mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { platformsCatalogStateFile, readPlatformsCatalogState } from '@sillage/pipeline';
import { listManifestProblems, listPlatformsWithoutParser } from '@sillage/platforms';
import type { PlatformsCatalogStatus } from '@sillage/shared-types';
import { tryGit } from '../packs/git-runner.js';
import {
  CloneFailed,
  cloneFailureReason,
  cloneIntoFolder,
  isDirectory,
  withoutCredentials,
} from './clone-repository.js';
import { publicRepository } from './public-repository.js';

/** Why a pack version is in place: fetched now, updated from the admin pages, or found at start. */
export type PackReadyCause = 'fetched' | 'updated' | 'found';

export interface PlatformsCatalogOptions {
  /** The platforms pack jobs load: the first of SILLAGE_PLATFORM_PACKS, or the default folder. */
  dir: string;
  origin: PlatformsCatalogStatus['origin'];
  /** SILLAGE_PLATFORMS_FETCH: fetch the default pack when it is missing. */
  fetch: boolean;
  repositoryUrl: string;
  branch: string;
  /** Every change; `progressOnly` when only the fetch percentage moved. */
  onChange: (status: PlatformsCatalogStatus, progressOnly: boolean) => void;
  /** A pack version is in place (see {@link PackReadyCause}). */
  onPackReady: (dir: string, cause: PackReadyCause) => void;
  log: (level: 'info' | 'warn', message: string) => void;
  now?: () => Date;
}

/** True when `dir` holds at least one platform (`<name>/manifest.json`). */
async function holdsPlatforms(dir: string): Promise<boolean> {
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries) {
    if (entry.isDirectory() && !entry.name.startsWith('.')) {
      if (await stat(path.join(dir, entry.name, 'manifest.json')).catch(() => undefined)) {
        return true;
      }
    }
  }
  return false;
}

/** What a recorded state says, whatever its key order, time and fetch progress. */
function lastingKey(status: PlatformsCatalogStatus): string {
  const { phase: _phase, progress: _progress, since: _since, ...lasting } = status;
  return JSON.stringify(Object.entries(lasting).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** `git describe --tags --always` (what reports stamp as `platforms-version`), commit and day. */
async function readVersion(
  dir: string,
): Promise<Pick<PlatformsCatalogStatus, 'version' | 'commit' | 'date'>> {
  const [version, commit, date] = await Promise.all([
    tryGit(dir, ['describe', '--tags', '--always']),
    tryGit(dir, ['rev-parse', 'HEAD']),
    tryGit(dir, ['log', '-1', '--format=%cs']),
  ]);
  return {
    ...(version ? { version } : {}),
    ...(commit ? { commit } : {}),
    ...(date ? { date } : {}),
  };
}

/**
 * The pack's platforms that jobs skip: with a manifest and no readable parser.js, or with a
 * manifest that cannot be used. The admin page names them (they looked served otherwise). None
 * when the folder cannot be listed.
 */
function readBrokenPlatforms(
  dir: string,
): Pick<PlatformsCatalogStatus, 'brokenPlatforms' | 'unusablePlatforms'> {
  try {
    const names = listPlatformsWithoutParser(dir);
    const unusable = listManifestProblems(dir).map(({ folder, message }) => ({
      folder: path.basename(folder),
      reason: message,
    }));
    return {
      ...(names.length === 0 ? {} : { brokenPlatforms: names }),
      ...(unusable.length === 0 ? {} : { unusablePlatforms: unusable }),
    };
  } catch {
    return {};
  }
}

/**
 * The repository and branch a copy in place follows (updates fetch from there, whatever the
 * settings say now); undefined for a folder that is not a git copy.
 */
async function readFollowed(
  dir: string,
): Promise<{ url: string | undefined; branch: string | undefined } | undefined> {
  const [url, branch] = await Promise.all([
    tryGit(dir, ['config', '--get', 'remote.origin.url']),
    tryGit(dir, ['rev-parse', '--abbrev-ref', 'HEAD']),
  ]);
  if (url === undefined && branch === undefined) {
    return undefined;
  }
  return { url, branch: branch === 'HEAD' ? undefined : branch };
}

/**
 * The community platforms catalog of this api: where it stands, and its fetch. Without a
 * configured pack, the default folder (inside the data folder) is cloned from the upstream
 * repository in the background when it is missing; the clone is made beside it and renamed in
 * when complete, so jobs see no pack or a whole one. The state is recorded beside the pack for the
 * workers and the CLI, which cannot ask the api why there is none.
 */
export function createPlatformsCatalog(options: PlatformsCatalogOptions) {
  const now = options.now ?? (() => new Date());
  const isDefault = options.origin === 'default';
  const repository = publicRepository(options.repositoryUrl);
  const base = {
    origin: options.origin,
    ...(isDefault && repository !== undefined ? { repository } : {}),
    ...(isDefault ? { branch: options.branch } : {}),
  };
  let status: PlatformsCatalogStatus = { state: 'not-configured', ...base };
  let recordedKey: string | undefined;
  let fetching: Promise<void> | undefined;
  const aborter = new AbortController();
  const parent = path.dirname(options.dir);

  /**
   * Writes the state file when the state (not just the percentage or its time) differs from the
   * recorded one: workers re-load their resources when it changes, not at every api start.
   */
  const record = async (next: PlatformsCatalogStatus) => {
    if (!isDefault) {
      return;
    }
    const key = lastingKey(next);
    recordedKey ??= await readPlatformsCatalogState(options.dir).then(
      (recorded) => recorded && lastingKey(recorded),
    );
    if (key === recordedKey) {
      return;
    }
    recordedKey = key;
    const { phase: _phase, progress: _progress, ...lasting } = next;
    const file = platformsCatalogStateFile(options.dir);
    try {
      await mkdir(parent, { recursive: true });
      const temporary = `${file}.${randomBytes(3).toString('hex')}`;
      await writeFile(temporary, `${JSON.stringify(lasting, null, 2)}\n`);
      await rename(temporary, file);
    } catch (error) {
      options.log('warn', `cannot record the platforms catalog state: ${String(error)}`);
    }
  };

  // Shown once recorded: whoever sees the new state finds the state file written.
  const change = async (next: Omit<PlatformsCatalogStatus, 'origin'>, origin = base) => {
    const changed = { ...origin, ...next, since: now().toISOString() };
    await record(changed);
    status = changed;
    options.onChange(status, false);
  };

  /**
   * What the default copy in place follows, shown instead of the settings: a copy fetched before
   * SILLAGE_PLATFORMS_REPOSITORY_URL or _BRANCH changed keeps its own (the log says so when it
   * is ready).
   */
  const followedBase = async (): Promise<typeof base> => {
    const followed = isDefault ? await readFollowed(options.dir) : undefined;
    if (followed === undefined) {
      return base;
    }
    const followedRepository =
      followed.url === undefined ? undefined : publicRepository(followed.url);
    if (
      followed.url !== options.repositoryUrl ||
      (followed.branch !== undefined && followed.branch !== options.branch)
    ) {
      options.log(
        'warn',
        `the platforms catalog in ${options.dir} follows ${withoutCredentials(followed.url ?? 'no remote')} (branch ${followed.branch ?? 'none'}), not the configured repository and branch; remove the folder and fetch again to follow them`,
      );
    }
    return {
      origin: options.origin,
      ...(followedRepository === undefined ? {} : { repository: followedRepository }),
      ...(followed.branch === undefined ? {} : { branch: followed.branch }),
    };
  };

  const becomeReady = async (cause: PackReadyCause) => {
    await change(
      { state: 'ready', ...(await readVersion(options.dir)), ...readBrokenPlatforms(options.dir) },
      await followedBase(),
    );
    options.onPackReady(options.dir, cause);
  };

  const clone = async () => {
    await record(status);
    options.onChange(status, false);
    options.log('info', `fetching the community platforms catalog (${options.branch})`);
    try {
      await cloneIntoFolder({
        url: options.repositoryUrl,
        branch: options.branch,
        dir: options.dir,
        signal: aborter.signal,
        onProgress: (progress) => {
          status = { ...status, ...progress };
          options.onChange(status, true);
        },
        check: async (clone) => {
          if (!(await holdsPlatforms(clone))) {
            throw new CloneFailed(
              `branch ${options.branch} of the repository holds no platform (<name>/manifest.json)`,
            );
          }
        },
      });
    } catch (error) {
      if (aborter.signal.aborted) {
        return;
      }
      if (await isDirectory(options.dir)) {
        // Another api process sharing the data folder put its copy in place meanwhile.
        options.log('info', 'community platforms catalog put in place by another process');
        await becomeReady('fetched');
        return;
      }
      const reason = cloneFailureReason(error);
      // Offline is a normal condition here: one line, no stack.
      options.log('warn', `the community platforms catalog could not be fetched: ${reason}`);
      // The state is public: git names the server's folders (a folder given as the upstream).
      await change({ state: 'failed', reason: redactPaths(reason) });
      return;
    }
    options.log('info', 'community platforms catalog fetched');
    await becomeReady('fetched');
  };

  return {
    status: (): PlatformsCatalogStatus => status,

    /**
     * Reads where the pack stands and, when the default one is missing and fetching is on,
     * starts fetching it (returns at once; {@link whenIdle} waits for the fetch).
     */
    async start(): Promise<void> {
      if (await isDirectory(options.dir)) {
        await becomeReady('found');
      } else if (!isDefault) {
        await change({
          state: 'failed',
          reason: 'the configured platforms pack folder is missing',
        });
      } else if (!options.fetch) {
        await change({ state: 'disabled' });
      } else {
        this.fetch();
      }
    },

    /** Starts a fetch of the missing default pack; false when there is nothing to fetch now. */
    fetch(): boolean {
      if (!isDefault || !options.fetch || fetching !== undefined || status.state === 'ready') {
        return false;
      }
      // Fetching from now on (an answer given right after this call says so).
      status = {
        ...base,
        state: 'fetching',
        phase: 'connecting',
        progress: 0,
        since: now().toISOString(),
      };
      fetching = clone()
        .catch((error: unknown) => {
          options.log('warn', `platforms catalog fetch: ${String(error)}`);
        })
        .finally(() => {
          fetching = undefined;
        });
      return true;
    },

    /** After an update from the admin pages: the new version. */
    async updated(): Promise<void> {
      await becomeReady('updated');
    },

    /** Resolves when no fetch is running. */
    async whenIdle(): Promise<void> {
      await fetching;
    },

    /** Stops a running fetch (the api closes); its partial copy is removed. */
    async stop(): Promise<void> {
      aborter.abort();
      await fetching;
    },
  };
}

export type PlatformsCatalog = ReturnType<typeof createPlatformsCatalog>;
