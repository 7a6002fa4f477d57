import { availableParallelism } from 'node:os';
import path from 'node:path';
import { NATIVE_PLATFORMS } from '../catalog/native-platforms.js';
import { loadPacks } from '../packs/load-packs.js';
import type { LoadedPacks } from '../packs/load-packs.js';
import { compilePlatform, platformInfoOf } from '../rules/compile-platform.js';
import type { PlatformDefinition } from '../rules/rule.types.js';
import type { TableTester } from '../runner/run-test-tables.js';
import { harnessRecord } from '../runner/test-table.js';
import { RecognitionPool } from '../threads/recognition-pool.js';
import { MutableUrlView } from '../url/url-view.js';
import type { ParserOutput, PlatformParser } from './platform-parser.js';
import { createRecognitionSession, type RecognitionSession } from './recognition-session.js';
import type {
  CatalogOptions,
  PlatformCatalog,
  PlatformInfo,
  RecognitionInput,
  RecognitionOptions,
  RecognitionResult,
} from './recognition.types.js';
import { messageOf, Recognizer } from './recognizer.js';

/**
 * A pack parser call longer than this is taken for a parser that never returns. Direct calls
 * take microseconds; the margin is for a thread descheduled on a loaded machine.
 */
const DEFAULT_PARSER_TIME_BUDGET_MS = 1_000;

/** What warming the recognition threads asks each pack parser (a reserved, never-resolving host). */
const WARM_UP_HOST = 'warm-up.invalid';
const WARM_UP_URL = `http://${WARM_UP_HOST}/`;

/** Recognition threads when not configured: every core but the one running the job, 1 to 4. */
export function defaultRecognitionThreads(): number {
  return Math.min(4, Math.max(1, availableParallelism() - 1));
}

/** A loaded catalog: the contract's PlatformCatalog plus what the test runner and listings need. */
export class LoadedCatalog implements PlatformCatalog, TableTester {
  readonly platforms: readonly PlatformInfo[];
  private readonly recognizer: Recognizer;
  private readonly testView = new MutableUrlView();

  private readonly ids = new Map<PlatformParser, number>();
  private readonly fieldsRead = new Map<number, ReadonlySet<string> | 'all'>();
  private pool: RecognitionPool | undefined;
  private closed = false;

  constructor(
    /** Effective parsers in trial order (one per name). */
    readonly parsers: readonly PlatformParser[],
    readonly version: { platformsVersion?: string; platformsDate?: string },
    private readonly packs: LoadedPacks | undefined,
    private readonly threading: { threads: number; parserTimeBudgetMs: number },
    onTrace?: CatalogOptions['onTrace'],
  ) {
    this.platforms = parsers.map((parser) => parser.info);
    this.recognizer = new Recognizer(parsers, onTrace);
    parsers.forEach((parser, id) => {
      this.ids.set(parser, id);
    });
  }

  /**
   * A job's recognition: outcomes remembered per URL for the job, pack parsers run on the
   * recognition threads (started on first use) unless the catalog was loaded with `threads: 0`.
   */
  openSession(
    options: RecognitionOptions = {},
    keep?: (value: string) => string,
  ): RecognitionSession {
    const threaded = this.threading.threads > 0 && this.packs !== undefined;
    return createRecognitionSession(
      {
        recognizer: this.recognizer,
        fieldsRead: this.fieldsRead,
        pool: threaded ? () => this.threads() : undefined,
        idOf: (parser) => this.ids.get(parser) ?? -1,
        parserOfId: (id) => this.parsers[id],
        ...(keep === undefined ? {} : { keep }),
      },
      options,
    );
  }

  /**
   * Starts the recognition threads now and loads every pack parser there, in the background;
   * resolves once they are loaded (never rejects). A job's first batch otherwise waits for the
   * thread to start and for each parser it meets to load (≈ 0.2 ms each, 654 in the community
   * pack): warmed while the job's process reads its other resources, that wait is gone. Loading
   * goes through the ordinary path (one item per parser, on a URL no platform has), so the
   * watchdog guards it as it guards any call; the answers are dropped. It runs in the background:
   * a job's batches go first.
   */
  warmUp(): Promise<void> {
    if (this.threading.threads === 0 || this.packs === undefined) {
      return Promise.resolve();
    }
    const items = this.parsers.flatMap((parser, id) =>
      parser.info.source === 'pack'
        ? [{ ids: [id], input: { url: WARM_UP_URL, domain: WARM_UP_HOST }, provided: [] }]
        : [],
    );
    return this.threads()
      .run(items, { background: true })
      .then(
        () => undefined,
        () => undefined,
      );
  }

  private threads(): RecognitionPool {
    // A pool that closed itself (its threads could not start) fails the job that met it; the
    // next job gets new threads rather than that failure for as long as the process lives.
    if (this.pool === undefined || (this.pool.isClosed && !this.closed)) {
      this.pool = new RecognitionPool({
        threads: this.threading.threads,
        watchdogMs: this.threading.parserTimeBudgetMs,
        parsers: this.parsers.flatMap((parser, id) =>
          parser.info.source === 'pack' && parser.origin !== undefined
            ? [
                {
                  id,
                  root: path.dirname(parser.origin),
                  folder: parser.origin,
                  name: parser.info.name,
                },
              ]
            : [],
        ),
      });
    }
    return this.pool;
  }

  recognize(input: RecognitionInput, options?: RecognitionOptions): RecognitionResult {
    return this.recognizer.recognize(input, options);
  }

  addHosts(platform: string, hosts: Iterable<string>): void {
    this.recognizer.addHosts(platform, hosts);
  }

  covers(platform: string): boolean {
    return this.recognizer.parserNamed(platform) !== undefined;
  }

  /** Runs one platform on a test input like the reference harness: errors are reported, not swallowed. */
  testParse(
    platform: string,
    input: Record<string, string>,
  ): { output: ParserOutput; error?: string } {
    const parser = this.recognizer.parserNamed(platform);
    if (parser === undefined) {
      return { output: {}, error: `no parser named ${platform}` };
    }
    const ec: RecognitionInput = { ...input, url: input.url ?? '' };
    if (!this.testView.reset(ec.url)) {
      return { output: {} };
    }
    try {
      return { output: harnessRecord(parser.parse(this.testView, ec)) };
    } catch (error) {
      return { output: {}, error: messageOf(error) };
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.pool?.close();
    await this.packs?.close();
  }
}

/** Compiles the native definitions (in name order); throws PlatformDefinitionError on a broken rule. */
export function compileNativeParsers(): PlatformParser[] {
  return nativeDefinitions().map((definition) => compilePlatform(definition));
}

function nativeDefinitions(): PlatformDefinition[] {
  return [...NATIVE_PLATFORMS].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * A native platform whose rules compile on its first event: with a pack loaded most native
 * platforms never serve, and compiling all of them costs a second or two of every start.
 */
function lazyNativeParser(definition: PlatformDefinition): PlatformParser {
  let compiled: PlatformParser | undefined;
  return {
    info: platformInfoOf(definition),
    folder: definition.folder ?? definition.name,
    urlOnly: () => compiled?.urlOnly?.() ?? true,
    parse(url, input) {
      compiled ??= compilePlatform(definition);
      return compiled.parse(url, input);
    },
  };
}

// The reference registers platforms in strcmp order of their folders (not of their names:
// `upso` holds `University Press Scholarship Online `, tried after `oso` on a shared host).
function sortKey(parser: PlatformParser): string {
  return parser.folder ?? parser.info.name;
}

/** Native catalog plus the given ezPAARSE-layout packs. */
export function loadPlatformCatalog(options: CatalogOptions = {}): Promise<LoadedCatalog> {
  return new Promise((resolve) => {
    resolve(buildCatalog(options));
  });
}

function buildCatalog(options: CatalogOptions): LoadedCatalog {
  const native = nativeDefinitions().map(lazyNativeParser);
  const parserTimeBudgetMs = options.parserTimeBudgetMs ?? DEFAULT_PARSER_TIME_BUDGET_MS;
  const packs =
    options.packs !== undefined && options.packs.length > 0
      ? loadPacks(options.packs, {
          mode: { kind: 'guarded', callBudgetMs: parserTimeBudgetMs },
          ...(options.problems === undefined ? {} : { problems: options.problems }),
        })
      : undefined;
  const parsers = composeCatalog(native, packs?.parsers, options);
  return new LoadedCatalog(
    parsers,
    packs?.version ?? {},
    packs,
    { threads: options.threads ?? defaultRecognitionThreads(), parserTimeBudgetMs },
    options.onTrace,
  );
}

/**
 * A pack platform whose answers native rules give: the pack's manifest facts (hosts, names,
 * status, order), the native rules' speed.
 */
function servedNatively(pack: PlatformParser, native: PlatformParser): PlatformParser {
  return {
    info: { ...pack.info, source: 'native' },
    ...(pack.folder === undefined ? {} : { folder: pack.folder }),
    parse: (url, input) => native.parse(url, input),
    urlOnly: () => native.urlOnly?.() === true,
  };
}

/**
 * Which parser serves each platform name. Without a pack, the native rules. With one, the pack's
 * parser, except for the native platforms in `nativeVerdicts` (proven equal to this pack version
 * by the differential check), whose rules answer under the pack's manifest; `packWins` ignores
 * the verdicts.
 * Platforms of one source only serve from it. Trial order is the reference's (folder order).
 */
export function composeCatalog(
  native: readonly PlatformParser[],
  pack: readonly PlatformParser[] | undefined,
  options: Pick<CatalogOptions, 'packWins' | 'nativeVerdicts'>,
): PlatformParser[] {
  const byName = new Map<string, PlatformParser>();
  const proven = options.packWins === true ? undefined : options.nativeVerdicts;
  const nativeByName = new Map(native.map((parser) => [parser.info.name, parser]));
  for (const parser of pack ?? []) {
    if (byName.has(parser.info.name)) {
      continue;
    }
    const equal =
      proven?.has(parser.info.name) === true ? nativeByName.get(parser.info.name) : undefined;
    byName.set(parser.info.name, equal === undefined ? parser : servedNatively(parser, equal));
  }
  for (const parser of native) {
    if (!byName.has(parser.info.name)) {
      byName.set(parser.info.name, parser);
    }
  }
  return [...byName.values()].sort((a, b) => {
    const ka = sortKey(a);
    const kb = sortKey(b);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
}
