import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { KbartRow } from './kbart.js';
import {
  KnowledgeBaseIndex,
  type KnowledgeBaseKeys,
  type KnowledgeBasePrecedence,
} from './knowledge-base-index.js';
import {
  listKnowledgeBaseFiles,
  type KnowledgeBaseFile,
  type KnowledgeBaseLayout,
} from './knowledge-base-files.js';

export type { KbartRow } from './kbart.js';
export type { KnowledgeBaseKeys, KnowledgeBasePrecedence } from './knowledge-base-index.js';
export type { KnowledgeBaseLayout } from './knowledge-base-files.js';

/** Knowledge-base lookups by platform and title keys. */
export interface KnowledgeBase {
  /** One answer per request, same order; undefined when nothing matches; rows are shared and frozen (copy, never mutate). Batched so a DB-backed implementation makes one round trip per batch. */
  lookupBatch(
    requests: { platform: string; keys: KnowledgeBaseKeys }[],
  ): Promise<(KbartRow | undefined)[]>;
  /**
   * Asked once per job: a message when the knowledge base is being synchronised (the job then
   * enriches from what is loaded so far, and says so in its traces).
   */
  syncNotice?(): Promise<string | undefined>;
  /**
   * The distinct values of one column among a platform's rows: a manifest's `pkb-domains` column
   * lists extra hosts of the platform. Absent: the hosts are read from the KBART files.
   */
  columnValues?(platform: string, column: string): Promise<string[]>;
  /**
   * The KBART files that could not be read so far (gone, unreadable, too large), each left out:
   * the other files, and the other platforms, still answer.
   */
  unreadFiles?(): readonly UnreadKbartFile[];
}

/** A KBART file left out of a knowledge base, named by its platform folder and file name. */
export interface UnreadKbartFile {
  file: string;
  reason: string;
}

/** Why a file could not be read, in words an administrator acts on. */
function readFailure(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERR_FS_FILE_TOO_LARGE') {
    return 'larger than the 2 GiB a KBART file may be: split it';
  }
  if (code === 'ENOENT') {
    return 'it was removed after the knowledge base was listed';
  }
  return error instanceof Error ? error.message : String(error);
}

/** Options of {@link loadKnowledgeBases}. */
export interface LoadKnowledgeBasesOptions {
  /** Folder layout; by default each platform folder holding `pkb/` is read as a pack. */
  layout?: KnowledgeBaseLayout;
  /** Which row wins when several match: `first` loaded (default, the reference's order) or `last` (newest package). */
  precedence?: KnowledgeBasePrecedence;
  /** Files read at once. Default 8. */
  readConcurrency?: number;
  /**
   * Read and index every platform now. By default a platform's files are read at its first
   * look-up: a job meets a few dozen of the catalog's platforms, so the others cost neither
   * start-up time nor memory.
   */
  preload?: boolean;
}

/** A knowledge base read from KBART files. */
export interface FileKnowledgeBase extends KnowledgeBase {
  /** Rows indexed so far (only platforms already looked up, unless preloaded). */
  readonly size: number;
  /** KBART files found, read or not yet. */
  readonly fileCount: number;
}

/**
 * Reads `files` (several at once) and indexes them in their order, so row order stays stable. A
 * file that cannot be read is left out and told to `unread`; the others are indexed.
 */
async function indexFiles(
  index: KnowledgeBaseIndex,
  files: readonly KnowledgeBaseFile[],
  concurrency: number,
  unread: (entry: KnowledgeBaseFile, error: unknown) => void,
): Promise<void> {
  const pending: Promise<Buffer>[] = [];
  for (let next = 0; next < files.length; next += 1) {
    while (pending.length < concurrency && next + pending.length < files.length) {
      const entry = files[next + pending.length];
      if (entry !== undefined) {
        const read = readFile(entry.file);
        // Handled when its turn comes; this only keeps an early failure from being reported as unhandled.
        read.catch(() => undefined);
        pending.push(read);
      }
    }
    const entry = files[next];
    let bytes: Buffer | undefined;
    try {
      bytes = await pending.shift();
    } catch (error) {
      if (entry !== undefined) {
        unread(entry, error);
      }
    }
    if (bytes !== undefined && entry !== undefined) {
      index.addFile(entry.platform, bytes);
    }
  }
}

/**
 * Knowledge bases of `<dir>/<platform>/*.txt` (or `<dir>/<platform>/pkb/*.txt` in a pack), indexed
 * by title_id, print/online identifiers (matched against either column) and doi per platform.
 * Rows compete only within a platform, so indexing platforms in the order jobs meet them gives
 * the same answers as indexing them all at once.
 */
export async function loadKnowledgeBases(
  dirs: string[],
  options: LoadKnowledgeBasesOptions = {},
): Promise<FileKnowledgeBase> {
  const files = await listKnowledgeBaseFiles(dirs, options.layout);
  const index = new KnowledgeBaseIndex(options.precedence);
  const concurrency = Math.max(1, options.readConcurrency ?? 8);
  const filesOf = new Map<string, KnowledgeBaseFile[]>();
  for (const entry of files) {
    const list = filesOf.get(entry.platform);
    if (list === undefined) {
      filesOf.set(entry.platform, [entry]);
    } else {
      list.push(entry);
    }
  }
  const unread: UnreadKbartFile[] = [];
  const noteUnread = (entry: KnowledgeBaseFile, error: unknown) => {
    unread.push({
      file: `${entry.platform}/${path.basename(entry.file)}`,
      reason: readFailure(error),
    });
  };
  // A platform being read is awaited by every batch that asks for it, not only the first.
  const loading = new Map<string, Promise<void>>();
  const ready = new Set<string>();
  const load = (platform: string): Promise<void> => {
    let loaded = loading.get(platform);
    if (loaded === undefined) {
      loaded = indexFiles(index, filesOf.get(platform) ?? [], concurrency, noteUnread).then(() => {
        ready.add(platform);
      });
      loading.set(platform, loaded);
    }
    return loaded;
  };
  if (options.preload === true) {
    await indexFiles(index, files, concurrency, noteUnread);
    for (const platform of filesOf.keys()) {
      ready.add(platform);
    }
  }
  return {
    get size() {
      return index.size;
    },
    fileCount: files.length,
    unreadFiles: () => unread,
    async lookupBatch(requests) {
      let waits: Promise<void>[] | undefined;
      for (const { platform } of requests) {
        if (!ready.has(platform) && filesOf.has(platform)) {
          (waits ??= []).push(load(platform));
        }
      }
      if (waits !== undefined) {
        await Promise.all(waits);
      }
      return requests.map(({ platform, keys }) => index.lookup(platform, keys));
    },
  };
}
