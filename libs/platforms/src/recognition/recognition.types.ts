import type { RecognitionSession } from './recognition-session.js';

/** Manifest facts of one loaded platform, whatever its source. */
export interface PlatformInfo {
  name: string;
  longName: string;
  publisherName?: string;
  domains: string[];
  source: 'native' | 'pack';
  /** The manifest's maturity label (`beta`, `stable`…), when the platform declares one. */
  status?: string;
  /** The manifest's `docurl`: the platform's analysis page. */
  docUrl?: string;
  /** A pack manifest's `describe`, `version` (a date) and `contact`, as it gives them. */
  describe?: string;
  version?: string;
  contact?: string;
  /** The manifest's `pkb-domains`: knowledge-base column whose values are extra hosts. */
  pkbDomainColumn?: string;
}

/** What recognition needs from an event (plus any other EC field a parser may read). */
export interface RecognitionInput {
  url: string;
  domain?: string;
  [field: string]: unknown;
}

/** Job-level recognition settings (the reference headers Force-Parser, Filter-Platforms, Allow-Domain-Wildcards). */
export interface RecognitionOptions {
  forceParser?: string;
  filterPlatforms?: string[];
  allowDomainWildcards?: boolean;
  /**
   * Hears of every parser failure of this call (a job passes its trace log); when absent, the
   * catalog-wide `onTrace` of the load options does.
   */
  onTrace?: (trace: RecognitionTrace) => void;
}

/**
 * Outcome of recognising one event; `fields` are copied onto the EC after platform/platform_name/
 * publisher_name. `urlOnly` says the outcome depends on nothing but the URL and domain (and the
 * job options), so a job may reuse it for the same URL and domain.
 */
export type RecognitionResult = (
  | { kind: 'unknown-domain' }
  | { kind: 'filtered' }
  | { kind: 'unqualified'; platform: string }
  | {
      kind: 'recognized';
      platform: string;
      platformName: string;
      publisherName?: string;
      /** Which kind of parser answered: native rules or the pack's parser.js. */
      source: 'native' | 'pack';
      fields: Record<string, string>;
      granted: boolean;
      /**
       * Left to the job that received this outcome: a session gives one object to every event of
       * a URL it remembers, so what the job's later stages derive from it (a knowledge-base row,
       * rendered cells) can be kept here and worked out once per URL. Never read by the catalog.
       */
      derived?: object;
    }
) & { urlOnly?: boolean };

/** Why a parser produced no result although it was asked (reported through `onTrace`, never thrown). */
export interface RecognitionTrace {
  platform: string;
  source: 'native' | 'pack';
  kind: 'error' | 'timeout';
  url: string;
  message: string;
}

/** The loaded catalogs (native rules plus packs), ready to recognise events. */
export interface PlatformCatalog {
  readonly platforms: readonly PlatformInfo[];
  readonly version: { platformsVersion?: string; platformsDate?: string };
  recognize(input: RecognitionInput, options?: RecognitionOptions): RecognitionResult;
  /**
   * A job's recognition (memory per URL, pack parsers on the recognition threads). `keep` copies
   * strings the session remembers past a batch.
   */
  openSession(options?: RecognitionOptions, keep?: (value: string) => string): RecognitionSession;
  /**
   * Adds hosts to a platform (its `pkb-domains` values from a loaded knowledge base); they are
   * tried in the platform's usual order among the host's candidates. Unknown platform: ignored.
   */
  addHosts?(platform: string, hosts: Iterable<string>): void;
  close(): Promise<void>;
}

/** How to load the catalogs: extra ezPAARSE-layout pack folders, which source wins a name clash, pack time budget. */
export interface CatalogOptions {
  packs?: string[];
  /** Every platform of the packs is served by its pack parser, whatever the verdicts say. */
  packWins?: boolean;
  /**
   * Native platforms proven equal to the loaded pack's (differential check): they serve
   * natively; every other platform of the pack serves from its parser.js.
   */
  nativeVerdicts?: ReadonlySet<string>;
  /**
   * A pack parser call past this budget is cut (a timer inline, the watchdog on the recognition
   * threads).
   */
  parserTimeBudgetMs?: number;
  /**
   * Recognition threads for job sessions (pack parsers run there, called directly); 0 runs them
   * on the calling thread, each call under a timer. Default: cores − 1, between 1 and 4.
   */
  threads?: number;
  /** Called for every parser failure (exception or time budget exceeded); recognition carries on. */
  onTrace?: (trace: RecognitionTrace) => void;
  /** Receives the pack manifests that could not be used (they are skipped otherwise). */
  problems?: { folder: string; message: string }[];
}
