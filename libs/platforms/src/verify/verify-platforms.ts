import { createHash } from 'node:crypto';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  LoadedCatalog,
  compileNativeParsers,
  loadPlatformCatalog,
} from '../recognition/load-catalog.js';
import { compilePlatform } from '../rules/compile-platform.js';
import type { PlatformDefinition } from '../rules/rule.types.js';
import type { PlatformInfo, RecognitionInput } from '../recognition/recognition.types.js';
import { answerOf, sameAnswer } from './compare-answers.js';
import { compareManifests } from './compare-manifests.js';
import { HostTargets } from './host-targets.js';
import { readRegexProbeInputs } from './regex-probes.js';
import { sampleByShape } from './url-shape.js';
import {
  readLogInputs,
  readPlatformSources,
  readQuotedInputs,
  readTableInputs,
  readUrlListInputs,
  type VerificationInput,
} from './url-sources.js';
import { everyPartVariants, urlVariants } from './url-variants.js';
import { packsKeyOf, recognitionCodeKey } from './verdict-key.js';
import type { PackProblem } from '../packs/load-packs.js';
import type { PlatformVerdict, VerificationReport } from './verification.types.js';

export interface VerifyPlatformsOptions {
  /** Pack folders (ezPAARSE layout); their own `<name>/test/*.csv` are read too. */
  packs: readonly string[];
  /** More table folders in the same layout. */
  tables?: readonly string[];
  /** Log files, or folders of them (`.log`, `.csv`, `.txt`, gzipped or not). */
  logs?: readonly string[];
  /** Files of one URL per line. */
  urlLists?: readonly string[];
  /** Check only these platforms (default: every one both native and in the packs). */
  only?: readonly string[];
  /** Seed of the URL variants (default 1): the same seed gives the same verdicts. */
  seed?: number;
  /** Log URLs kept per platform and URL shape (default 1): logs repeat a few shapes a lot. */
  logUrlsPerShape?: number;
  /**
   * Variants tried per log URL (default 6; every variant of table rows and listed URLs is
   * tried): a log brings many shapes, a table few.
   */
  logVariants?: number;
  /** Differing URLs kept per platform (default 5). */
  maxDifferences?: number;
  /** Recognition threads for the pack's parsers (default: the catalog's). */
  threads?: number;
  /** Told of each pack platform left out because its manifest cannot be used. */
  problems?: PackProblem[];
  /** The native definitions to check (default: the built-in catalog); tests bring their own. */
  nativeDefinitions?: readonly PlatformDefinition[];
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

/** Events sent per session call; native rules run between two yields to the event loop. */
const CHUNK = 512;

interface Probe {
  input: RecognitionInput;
  event?: Record<string, string>;
}

function probeOf(url: string, extra: Record<string, string> | undefined): Probe {
  return extra === undefined ? { input: { url } } : { input: { ...extra, url }, event: extra };
}

const DEFAULTS = { seed: 1, logUrlsPerShape: 1, logVariants: 6, maxDifferences: 5 };

/**
 * Fingerprint of what a check with these options reads (URL sources, seed, sampling), stored in
 * its report: a cached report with another fingerprint was computed on other URLs.
 */
export function verificationSourcesKey(
  options: Omit<VerifyPlatformsOptions, 'packs' | 'signal' | 'onProgress'>,
): string {
  const list = (paths: readonly string[] | undefined) =>
    (paths ?? []).map((entry) => path.resolve(entry));
  return createHash('sha256')
    .update(
      JSON.stringify({
        seed: options.seed ?? DEFAULTS.seed,
        perShape: options.logUrlsPerShape ?? DEFAULTS.logUrlsPerShape,
        logVariants: options.logVariants ?? DEFAULTS.logVariants,
        only: options.only === undefined ? null : [...options.only].sort(),
        tables: list(options.tables),
        logs: list(options.logs),
        urls: list(options.urlLists),
      }),
    )
    .digest('hex')
    .slice(0, 16);
}

/**
 * The inputs each platform is tried on: table rows go to their table's platform, every URL to the
 * platforms of its host in either catalog; log URLs are sampled per shape (logs repeat a few
 * shapes many times).
 */
function inputsPerPlatform(
  names: ReadonlySet<string>,
  inputs: readonly VerificationInput[],
  targets: HostTargets,
  perShape: number,
): Map<string, VerificationInput[]> {
  const chosen = new Map<string, VerificationInput[]>();
  for (const input of inputs) {
    const platforms = new Set(targets.of(input.url));
    if (input.platform !== undefined) {
      platforms.add(input.platform);
    }
    for (const platform of platforms) {
      if (names.has(platform)) {
        let list = chosen.get(platform);
        if (list === undefined) {
          list = [];
          chosen.set(platform, list);
        }
        list.push(input);
      }
    }
  }
  for (const [platform, list] of chosen) {
    chosen.set(platform, [
      ...list.filter((input) => input.origin !== 'log'),
      ...sampleByShape(
        list.filter((input) => input.origin === 'log'),
        perShape,
      ),
    ]);
  }
  return chosen;
}

/**
 * One platform's events: each input and its variants, distinct. Made per platform and dropped
 * after, so a big log does not hold every variant in memory at once.
 */
function probesOf(
  inputs: readonly VerificationInput[],
  seed: number,
  logVariants: number,
): { probes: Probe[]; variants: number } {
  const seen = new Set<string>();
  const probes: Probe[] = [];
  let variants = 0;
  const add = (url: string, extra: Record<string, string> | undefined) => {
    const key = extra === undefined ? url : `${url}\u0000${JSON.stringify(extra)}`;
    if (seen.has(key)) {
      return false;
    }
    seen.add(key);
    probes.push(probeOf(url, extra));
    return true;
  };
  for (const input of inputs) {
    add(input.url, input.extra);
    for (const url of variantsTried(input, seed, logVariants)) {
      if (add(url, input.extra)) {
        variants += 1;
      }
    }
  }
  return { probes, variants };
}

/**
 * Rounds of variants per input, each from its own seed (`seed`, `seed + 1`…). Verdicts taken
 * with one round flipped for a few platforms from one seed to the next (a native rule more
 * lenient than the pack's on one reshaped segment): a platform must now hold on all of them.
 * Table rows, quoted and listed URLs, the few canonical URLs of each platform, get twice as many
 * rounds as log URLs (thousands, mostly of a few large platforms): with three, 3 of 9 platforms
 * still changed verdict from one seed to another, with six none did on four seeds (2026-11-29).
 */
const VARIANT_ROUNDS = { log: 3, other: 6 };

/**
 * The variants tried for an input, over every round: all of those of a table row or a listed URL
 * (few of them), and every change of each of its segments and query parameters; `logVariants`
 * of those of a log URL or a quoted one (thousands of them); none of a generated URL, itself a
 * variant of its parser's regex.
 */
function variantsTried(
  input: VerificationInput,
  seed: number,
  logVariants: number,
): readonly string[] {
  if (input.origin === 'generated') {
    return [];
  }
  const tried: string[] = [];
  const rounds = input.origin === 'log' ? VARIANT_ROUNDS.log : VARIANT_ROUNDS.other;
  for (let round = 0; round < rounds; round += 1) {
    const urls = urlVariants(input.url, seed + round);
    tried.push(
      ...(input.origin === 'log' || input.origin === 'quoted' ? spread(urls, logVariants) : urls),
    );
  }
  if (input.origin === 'table' || input.origin === 'list') {
    tried.push(...everyPartVariants(input.url, seed));
  }
  return tried;
}

/** `count` items spread over `items` (all of them when fewer). */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) {
    return [...items];
  }
  const step = items.length / count;
  return Array.from({ length: count }, (_unused, index) => items[Math.floor(index * step)] as T);
}

async function comparePlatform(
  platform: string,
  probes: readonly Probe[],
  catalogs: { native: LoadedCatalog; pack: LoadedCatalog },
  options: { maxDifferences: number; signal?: AbortSignal },
): Promise<Omit<PlatformVerdict, 'serving' | 'manifest' | 'tableRows'>> {
  const forced = { forceParser: platform, filterPlatforms: [platform] };
  const nativeSession = catalogs.native.openSession(forced);
  const packSession = catalogs.pack.openSession(forced);
  const verdict: Omit<PlatformVerdict, 'serving' | 'manifest' | 'tableRows'> = {
    platform,
    tried: 0,
    equal: 0,
    differing: 0,
    answered: 0,
    differences: [],
  };
  for (let start = 0; start < probes.length; start += CHUNK) {
    options.signal?.throwIfAborted();
    const chunk = probes.slice(start, start + CHUNK);
    const inputs = chunk.map((probe) => probe.input);
    const packResults = packSession.recognizeBatch(inputs);
    const nativeResults = nativeSession.recognizeBatch(inputs);
    const [pack, native] = await Promise.all([packResults, nativeResults]);
    chunk.forEach((probe, index) => {
      const packAnswer = answerOf(pack[index] ?? { kind: 'unknown-domain' });
      const nativeAnswer = answerOf(native[index] ?? { kind: 'unknown-domain' });
      if (packAnswer.kind === 'filtered' && nativeAnswer.kind === 'filtered') {
        return;
      }
      verdict.tried += 1;
      if (packAnswer.kind === 'recognized') {
        verdict.answered += 1;
      }
      if (sameAnswer(nativeAnswer, packAnswer)) {
        verdict.equal += 1;
        return;
      }
      verdict.differing += 1;
      if (verdict.differences.length < options.maxDifferences) {
        verdict.differences.push({
          url: probe.input.url,
          ...(probe.event === undefined ? {} : { event: probe.event }),
          native: nativeAnswer,
          pack: packAnswer,
        });
      }
    });
    await nextTurn();
  }
  return verdict;
}

/**
 * Equal on every URL tried, exercised by one the pack recognises, and tried on rows of the
 * platform's own test table. Without a table, the URLs come from the parser's source and the
 * logs only: a pack without tables (the shared snapshot) proved 27 platforms that way, 21 of which
 * differ on variants of their table rows (ADR 0050).
 */
function isProven(counts: Pick<PlatformVerdict, 'differing' | 'answered' | 'tableRows'>): boolean {
  return counts.differing === 0 && counts.answered > 0 && counts.tableRows > 0;
}

/** Platforms present natively and in the packs: the ones a verdict is about. */
function sharedPlatforms(
  native: LoadedCatalog,
  pack: LoadedCatalog,
): Map<string, { native: PlatformInfo; pack: PlatformInfo }> {
  const packInfo = new Map(
    pack.platforms.filter((info) => info.source === 'pack').map((info) => [info.name, info]),
  );
  const shared = new Map<string, { native: PlatformInfo; pack: PlatformInfo }>();
  for (const info of native.platforms) {
    const other = packInfo.get(info.name);
    if (other !== undefined) {
      shared.set(info.name, { native: info, pack: other });
    }
  }
  return shared;
}

/**
 * The differential check: each native platform that the packs also have is run, forced, on the
 * same events as the pack's parser (table rows, URLs its parsers quote or their regexes match, log
 * URLs, URL lists, and generated variants of all of them), and their answers compared exactly. A
 * platform serves natively only if equal on every URL tried, exercised by at least one URL the
 * pack recognises and tried on its own test table's rows; it then serves under the pack's
 * manifest.
 */
export async function verifyPlatforms(
  options: VerifyPlatformsOptions,
): Promise<VerificationReport> {
  const started = Date.now();
  const seed = options.seed ?? DEFAULTS.seed;
  const perShape = options.logUrlsPerShape ?? DEFAULTS.logUrlsPerShape;
  const logVariants = options.logVariants ?? DEFAULTS.logVariants;
  const maxDifferences = options.maxDifferences ?? DEFAULTS.maxDifferences;
  const [packKey, codeKey] = await Promise.all([packsKeyOf(options.packs), recognitionCodeKey()]);
  const native = new LoadedCatalog(
    options.nativeDefinitions === undefined
      ? compileNativeParsers()
      : [...options.nativeDefinitions]
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
          .map((definition) => compilePlatform(definition)),
    {},
    undefined,
    { threads: 0, parserTimeBudgetMs: 1_000 },
  );
  const pack = await loadPlatformCatalog({
    packs: [...options.packs],
    packWins: true,
    ...(options.threads === undefined ? {} : { threads: options.threads }),
    ...(options.problems === undefined ? {} : { problems: options.problems }),
  });
  try {
    const shared = sharedPlatforms(native, pack);
    if (options.only !== undefined) {
      const wanted = new Set(options.only);
      for (const name of shared.keys()) {
        if (!wanted.has(name)) {
          shared.delete(name);
        }
      }
    }
    const table = readTableInputs([...options.packs, ...(options.tables ?? [])]);
    const logs = readLogInputs(options.logs ?? []);
    const lists = (options.urlLists ?? []).flatMap(readUrlListInputs);
    const sources = readPlatformSources(options.packs);
    const quoted = readQuotedInputs(sources);
    const generated = readRegexProbeInputs(sources, seed);
    const targets = new HostTargets([...native.platforms, ...pack.platforms]);
    const chosen = inputsPerPlatform(
      new Set(shared.keys()),
      [...table, ...quoted, ...generated, ...logs, ...lists],
      targets,
      perShape,
    );
    // Progress counts inputs (each with its variants), known before the variants are made.
    const total = [...chosen.values()].reduce((sum, list) => sum + list.length, 0);
    let done = 0;
    let variants = 0;
    const platforms: PlatformVerdict[] = [];
    for (const [name, infos] of [...shared].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const inputs = chosen.get(name) ?? [];
      const made = probesOf(inputs, seed, logVariants);
      variants += made.variants;
      const counts = await comparePlatform(
        name,
        made.probes,
        { native, pack },
        {
          maxDifferences,
          ...(options.signal === undefined ? {} : { signal: options.signal }),
        },
      );
      done += inputs.length;
      options.onProgress?.(done, total);
      const manifest = compareManifests(infos.native, infos.pack);
      const tableRows = inputs.filter(
        (input) => input.origin === 'table' && input.platform === name,
      ).length;
      // Manifest differences are listed, not held against the native rules: a platform served
      // natively keeps the pack's hosts and names (composeCatalog).
      platforms.push({
        ...counts,
        tableRows,
        serving: isProven({ ...counts, tableRows }) ? 'native' : 'pack',
        manifest,
      });
    }
    return {
      formatVersion: 1,
      packKey,
      codeKey,
      sourcesKey: verificationSourcesKey(options),
      ...(pack.version.platformsVersion === undefined
        ? {}
        : { platformsVersion: pack.version.platformsVersion }),
      computedAt: new Date().toISOString(),
      durationMs: Date.now() - started,
      inputs: {
        table: table.length,
        quoted: quoted.length,
        generated: generated.length,
        log: logs.length,
        list: lists.length,
        variants,
      },
      platforms,
    };
  } finally {
    await Promise.all([native.close(), pack.close()]);
  }
}
