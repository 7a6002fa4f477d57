import { readFile } from 'node:fs/promises';
import type { KbartRow } from './kbart.js';
import {
  KnowledgeBaseIndex,
  type KnowledgeBaseKeys,
  type KnowledgeBasePrecedence,
} from './knowledge-base-index.js';
import { listKnowledgeBaseFiles, type KnowledgeBaseLayout } from './knowledge-base-files.js';

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
}

/** Options of {@link loadKnowledgeBases}. */
export interface LoadKnowledgeBasesOptions {
  /** Folder layout; by default each platform folder holding `pkb/` is read as a pack. */
  layout?: KnowledgeBaseLayout;
  /** Which row wins when several match: `first` loaded (default, the reference's order) or `last` (newest package). */
  precedence?: KnowledgeBasePrecedence;
  /** Files read at once. Default 8. */
  readConcurrency?: number;
}

/** Wraps an index as the asynchronous {@link KnowledgeBase} interface. */
export function createKnowledgeBase(
  index: KnowledgeBaseIndex,
): KnowledgeBase & { readonly size: number } {
  return {
    get size() {
      return index.size;
    },
    lookupBatch(requests) {
      return Promise.resolve(requests.map(({ platform, keys }) => index.lookup(platform, keys)));
    },
  };
}

/**
 * Loads `<dir>/<platform>/*.txt` (or `<dir>/<platform>/pkb/*.txt` in a pack) of every folder into
 * memory and indexes title_id, print/online identifiers (matched against either column) and doi per platform.
 */
export async function loadKnowledgeBases(
  dirs: string[],
  options: LoadKnowledgeBasesOptions = {},
): Promise<KnowledgeBase & { readonly size: number }> {
  const files = await listKnowledgeBaseFiles(dirs, options.layout);
  const index = new KnowledgeBaseIndex(options.precedence);
  const concurrency = Math.max(1, options.readConcurrency ?? 8);
  // Reads run ahead in parallel, but rows are indexed in file order so row order stays stable.
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
    const bytes = await pending.shift();
    const entry = files[next];
    if (bytes !== undefined && entry !== undefined) {
      index.addFile(entry.platform, bytes);
    }
  }
  return createKnowledgeBase(index);
}
