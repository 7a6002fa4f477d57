import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { KbFile, KnowledgeBaseRepository } from '@sillage/db';
import {
  KBART_HEADER_DESCRIPTION,
  listKnowledgeBaseFiles,
  type KnowledgeBaseLayout,
} from '@sillage/pipeline';
import type { CastorState } from '@sillage/shared-types';
import type { CastorLease, HeldLease } from './castor-lease.js';
import {
  kbartChunks,
  kbartSortKey,
  MAX_KBART_RECORD_CHARS,
  type KbartLeftOut,
} from './kbart-chunks.js';

/** One KBART file to keep in the knowledge base. */
export interface CastorSource {
  platform: string;
  /** Path of the file on disk. */
  file: string;
  /** Stable identity of the file in the database (its path by default). */
  location?: string;
  /**
   * Precedence of the folder holding the file (lower wins; 0 by default): see
   * {@link listCastorSources}.
   */
  rank?: number;
}

/** Folders of KBART files, in precedence order, and how each is laid out. */
export interface CastorFolders {
  dirs: readonly string[];
  layout: KnowledgeBaseLayout;
}

/**
 * The KBART files of `groups`, each ranked by the position of its folder among all the folders
 * (the first folder wins), so the server's knowledge base answers as `sillage process` reading
 * the same folders in the same order does.
 */
export async function listCastorSources(groups: readonly CastorFolders[]): Promise<CastorSource[]> {
  const sources: CastorSource[] = [];
  let rank = 0;
  for (const { dirs, layout } of groups) {
    for (const dir of dirs) {
      for (const { platform, file } of await listKnowledgeBaseFiles([dir], layout)) {
        sources.push({ platform, file, rank });
      }
      rank += 1;
    }
  }
  return sources;
}

/** What one synchronisation did. */
export interface CastorSyncSummary {
  files: number;
  loaded: number;
  skipped: number;
  removed: number;
  /** Rows written by this run (unchanged files not counted). */
  rowsLoaded: number;
  /** Rows in the knowledge base afterwards. */
  totalRows: number;
  durationMs: number;
  errors: { location: string; message: string }[];
}

export interface CastorOptions {
  repository: KnowledgeBaseRepository;
  /** The files that should be in the knowledge base now (packs, folders, uploads). */
  listSources(): Promise<CastorSource[]>;
  /**
   * Held for the whole sync, so api processes sharing a database take turns (see
   * `createCastorLease`); none by default (one process).
   */
  lease?: CastorLease;
  /** Files loaded at once. Default 2 (the reference's). */
  concurrency?: number;
  /** Every state change (not debounced: callers that broadcast debounce). */
  onChange?: (state: CastorState) => void;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
}

/** The knowledge-base synchroniser ("castor"), one per api process. */
export interface Castor {
  status(): CastorState;
  /** Runs a sync (or, while one runs, queues one more after it) and resolves when it is done. */
  sync(): Promise<CastorSyncSummary>;
  /**
   * Stops taking files (the ones being loaded finish, so no file is left half-replaced) and
   * resolves once the running sync has ended; later `sync()` calls do nothing.
   */
  stop(): Promise<void>;
}

/**
 * Brings the Postgres knowledge base in line with the KBART files: a file whose sha256 is
 * unchanged is only marked seen, a new or changed one is re-loaded as a new generation of rows
 * (readers keep the old rows until it is all in, ADR 0128), and files gone from every source are
 * deleted with their rows.
 */
export function createCastor(options: CastorOptions): Castor {
  const concurrency = Math.max(1, options.concurrency ?? 2);
  let state: CastorState = { state: 'idle', remaining: 0, synchronizing: [] };
  let stopping = false;
  const setState = (next: CastorState) => {
    state = next;
    options.onChange?.(state);
  };

  const run = async (): Promise<CastorSyncSummary> => {
    const started = performance.now();
    const summary: CastorSyncSummary = {
      files: 0,
      loaded: 0,
      skipped: 0,
      removed: 0,
      rowsLoaded: 0,
      totalRows: 0,
      durationMs: 0,
      errors: [],
    };
    setState({ state: 'synchronizing', remaining: 0, synchronizing: [] });
    // Labels of the files left out, for the final state (summary.errors keeps server paths).
    const failed: { name: string; location: string }[] = [];
    let lease: HeldLease | undefined;
    // False while the run may still throw: a run that failed as a whole (its files could not be
    // listed, the database refused) is not "synchronized", whatever it loaded before.
    let ended = false;
    // Stopped before every file was seen: how many are in use is not known.
    let isCut = false;
    try {
      if (options.lease !== undefined) {
        lease = await options.lease.acquire(() => stopping);
        if (lease === undefined) {
          ended = true;
          return summary;
        }
      }
      const sources = await options.listSources();
      const known = new Map<string, KbFile>(
        (await options.repository.listFiles()).map((file) => [file.location, file]),
      );
      summary.files = sources.length;
      const queue = [...sources];
      // `location` here is a label (`<platform>/<file name>`): the status is public and must
      // not reveal where the server keeps its files.
      const inProgress = new Map<string, { name: string; size: number; location: string }>();
      const publish = () => {
        setState({
          state: 'synchronizing',
          remaining: queue.length + inProgress.size,
          synchronizing: [...inProgress.values()],
        });
      };
      publish();
      // Stopping, or another process may be syncing now: no more files from this one.
      const mustStop = () => stopping || lease?.lost === true;
      const worker = async () => {
        for (
          let source = mustStop() ? undefined : queue.shift();
          source !== undefined;
          source = mustStop() ? undefined : queue.shift()
        ) {
          const location = source.location ?? source.file;
          const name = path.basename(source.file);
          try {
            const size = (await stat(source.file)).size;
            inProgress.set(location, { name, size, location: `${source.platform}/${name}` });
            publish();
            const bytes = await readFile(source.file);
            const checksum = createHash('sha256').update(bytes).digest('hex');
            const previous = known.get(location);
            const sortKey = kbartSortKey(name, source.rank);
            if (previous?.checksum === checksum && previous.state === 'synced') {
              // Its folder may have moved in the precedence order since it was loaded.
              await options.repository.touchFile(location, sortKey);
              summary.skipped += 1;
            } else {
              const left: KbartLeftOut = { oversized: 0, keyless: false };
              summary.rowsLoaded += await options.repository.replaceFile(
                { location, platform: source.platform, name, size, checksum },
                sortKey,
                kbartChunks(bytes, left),
              );
              summary.loaded += 1;
              if (left.oversized > 0) {
                options.log?.(
                  'warn',
                  `knowledge base: ${location}: ${String(left.oversized)} record(s) longer than ${String(MAX_KBART_RECORD_CHARS)} characters left out (no KBART row is that long: a line end is missing?)`,
                );
              }
              if (left.keyless) {
                options.log?.(
                  'warn',
                  `knowledge base: ${location}: its first line is no KBART header (${KBART_HEADER_DESCRIPTION}): nothing in it can match`,
                );
              }
            }
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            summary.errors.push({ location, message });
            failed.push({ name, location: `${source.platform}/${name}` });
            options.log?.('error', `knowledge base: ${location} not loaded: ${message}`);
          } finally {
            inProgress.delete(location);
            publish();
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      if (lease?.lost === true) {
        // Files gone from this run's list may be ones the other process has just loaded.
        options.log?.(
          'warn',
          'knowledge base: the database connection holding the sync lease was lost; this sync stops (another api may be syncing)',
        );
      }
      if (mustStop()) {
        ended = true;
        isCut = true;
        return summary;
      }
      const present = new Set(sources.map((source) => source.location ?? source.file));
      const gone = [...known.keys()].filter((location) => !present.has(location));
      await options.repository.deleteFiles(gone);
      summary.removed = gone.length;
      summary.totalRows = await options.repository.countRows();
      ended = true;
    } finally {
      await lease?.release();
      summary.durationMs = Math.round(performance.now() - started);
      setState(
        ended
          ? {
              state: 'synchronized',
              remaining: 0,
              synchronizing: [],
              ...(failed.length > 0 ? { failed } : {}),
              ...(isCut ? {} : { files: summary.files - failed.length }),
            }
          : { state: 'unavailable', remaining: 0, synchronizing: [] },
      );
    }
    options.log?.(
      'info',
      `knowledge base synchronised: ${String(summary.loaded)} loaded, ${String(summary.skipped)} unchanged, ${String(summary.removed)} removed, ${String(summary.totalRows)} rows, ${String(summary.durationMs)} ms`,
    );
    return summary;
  };

  let running: Promise<CastorSyncSummary> | undefined;
  let queued: Promise<CastorSyncSummary> | undefined;
  const sync = (): Promise<CastorSyncSummary> => {
    if (stopping) {
      return Promise.reject(new Error('the knowledge-base sync is stopped'));
    }
    if (running === undefined) {
      running = run().finally(() => {
        running = undefined;
      });
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return sync();
      });
    return queued;
  };

  return {
    status: () => state,
    sync,
    async stop() {
      stopping = true;
      await Promise.all([running?.catch(() => undefined), queued?.catch(() => undefined)]);
    },
  };
}
