import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PipelineResources } from '@sillage/pipeline';
import { headCommit } from './git-head.js';
import { createPipelineProcessor } from './pipeline-processor.js';
import type { JobProcessor } from './job-processor.js';

/**
 * A cheap fingerprint of resource folders, taken at each job start: the folder's identity (an
 * update swaps in a new folder, so a new inode) and, for a git working copy, its HEAD commit (a
 * `git pull` run by hand). Missing folders count as empty.
 */
export function createFolderStamp(
  dirs: readonly string[],
  options: {
    /**
     * Folders whose subfolders are stamped too: knowledge bases are `<dir>/<platform>/*.txt`, and
     * a file added to a platform's folder changes that folder's time, not `<dir>`'s.
     */
    withSubfolders?: readonly string[];
  } = {},
): () => Promise<string> {
  const deep = new Set(options.withSubfolders);
  return async () => {
    const parts = await Promise.all(
      dirs.map(async (dir) => {
        const info = await stat(dir).catch(() => undefined);
        if (info === undefined) {
          return `${dir}:missing`;
        }
        const own = `${dir}:${String(info.ino)}:${String(info.mtimeMs)}:${await headCommit(dir)}`;
        return deep.has(dir) ? `${own}\n${await subfolderStamps(dir)}` : own;
      }),
    );
    return parts.join('\n');
  };
}

/** Each subfolder's name, identity and time, in name order. */
async function subfolderStamps(dir: string): Promise<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const stamps = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory())
      .map(async ({ name }) => {
        const info = await stat(path.join(dir, name)).catch(() => undefined);
        return `  ${name}:${String(info?.ino)}:${String(info?.mtimeMs)}`;
      }),
  );
  return stamps.sort().join('\n');
}

/**
 * The real folder behind `dir` (a pack updated by the admin pages is a symlink to its live
 * version): resources loaded from it keep reading that version after a later switch. A missing
 * folder is returned as given.
 */
export async function pinFolder(dir: string): Promise<string> {
  return realpath(dir).catch(() => dir);
}

/** One stamp of several: it changes when any of them does. */
export function stampOfAll(stamps: readonly (() => Promise<string>)[]): () => Promise<string> {
  return async () => (await Promise.all(stamps.map((stamp) => stamp()))).join('\n');
}

export interface ReloadingResourcesOptions {
  load: () => Promise<PipelineResources>;
  /** Changes when the resources on disk changed (see {@link createFolderStamp}). */
  stamp: () => Promise<string>;
  onReload?: (stamp: string) => void;
}

/**
 * The pipeline's shared resources, re-loaded when their stamp changes: each job checks the stamp
 * when it starts, so a pack update reaches the next job without a restart while running jobs
 * finish with the version they started with. Loads are shared by jobs starting together.
 */
export function createReloadingResources(options: ReloadingResourcesOptions) {
  let loaded: { stamp: string; resources: Promise<PipelineResources> } | undefined;
  return {
    async current(): Promise<PipelineResources> {
      const stamp = await options.stamp();
      let entry = loaded;
      if (entry?.stamp !== stamp) {
        const fresh = { stamp, resources: options.load() };
        entry = fresh;
        loaded = fresh;
        fresh.resources.catch(() => {
          // A failed load is retried by the next job.
          if (loaded === fresh) {
            loaded = undefined;
          }
        });
        options.onReload?.(stamp);
      }
      return entry.resources;
    },
    /** The processor of the real pipeline over the current resources. */
    processor(): JobProcessor {
      return async (context) => createPipelineProcessor(await this.current())(context);
    },
    async close(): Promise<void> {
      // Pack catalogs hold no handles yet; closing the last one keeps that contract.
      await (await loaded?.resources.catch(() => undefined))?.catalog.close();
    },
  };
}

export type ReloadingResources = ReturnType<typeof createReloadingResources>;
