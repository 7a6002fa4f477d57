import { NATIVE_PLATFORMS } from '../catalog/native-platforms.js';
import { loadPacks } from '../packs/load-packs.js';
import type { LoadedPacks } from '../packs/load-packs.js';
import { compilePlatform } from '../rules/compile-platform.js';
import type { TableTester } from '../runner/run-test-tables.js';
import { MutableUrlView } from '../url/url-view.js';
import type { ParserOutput, PlatformParser } from './platform-parser.js';
import type {
  CatalogOptions,
  PlatformCatalog,
  PlatformInfo,
  RecognitionInput,
  RecognitionOptions,
  RecognitionResult,
} from './recognition.types.js';
import { Recognizer } from './recognizer.js';

const DEFAULT_PARSER_TIME_BUDGET_MS = 200;

/** A loaded catalog: the contract's PlatformCatalog plus what the test runner and listings need. */
export class LoadedCatalog implements PlatformCatalog, TableTester {
  readonly platforms: readonly PlatformInfo[];
  private readonly recognizer: Recognizer;
  private readonly testView = new MutableUrlView();

  constructor(
    /** Effective parsers in trial order (one per name). */
    readonly parsers: readonly PlatformParser[],
    readonly version: { platformsVersion?: string; platformsDate?: string },
    private readonly packs: LoadedPacks | undefined,
    onTrace?: CatalogOptions['onTrace'],
  ) {
    this.platforms = parsers.map((parser) => parser.info);
    this.recognizer = new Recognizer(parsers, onTrace);
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
      return { output: parser.parse(this.testView, ec) };
    } catch (error) {
      return { output: {}, error: error instanceof Error ? error.message : String(error) };
    }
  }

  async close(): Promise<void> {
    await this.packs?.close();
  }
}

/** Compiles the native definitions (in name order); throws PlatformDefinitionError on a broken rule. */
export function compileNativeParsers(): PlatformParser[] {
  return [...NATIVE_PLATFORMS]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((definition) => compilePlatform(definition));
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
  const native = compileNativeParsers();
  const packs =
    options.packs !== undefined && options.packs.length > 0
      ? loadPacks(options.packs, {
          timeBudgetMs: options.parserTimeBudgetMs ?? DEFAULT_PARSER_TIME_BUDGET_MS,
          ...(options.problems === undefined ? {} : { problems: options.problems }),
        })
      : undefined;
  const byName = new Map<string, PlatformParser>();
  const first = options.packWins === true ? (packs?.parsers ?? []) : native;
  const second = options.packWins === true ? native : (packs?.parsers ?? []);
  for (const parser of [...first, ...second]) {
    if (!byName.has(parser.info.name)) {
      byName.set(parser.info.name, parser);
    }
  }
  const parsers = [...byName.values()].sort((a, b) => {
    const ka = sortKey(a);
    const kb = sortKey(b);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
  return new LoadedCatalog(parsers, packs?.version ?? {}, packs, options.onTrace);
}
