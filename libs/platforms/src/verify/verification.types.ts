import type { Answer } from './compare-answers.js';

/** One URL on which the native platform and the pack's answered differently. */
export interface UrlDifference {
  url: string;
  /** The other columns of the table row the URL came from (`domain`, `mime`…), if any. */
  event?: Record<string, string>;
  native: Answer;
  pack: Answer;
}

/** The differential check's outcome for one platform that exists natively and in the pack. */
export interface PlatformVerdict {
  platform: string;
  /** `native` only when equal on every URL tried, exercised, and tried on its test-table rows. */
  serving: 'native' | 'pack';
  /** URLs (variants included) that reached the platform in at least one catalog. */
  tried: number;
  equal: number;
  differing: number;
  /** URLs on which the pack's parser gave a non-empty answer: none means never exercised. */
  answered: number;
  /**
   * Rows of the platform's own test tables (the pack's, or `--tables`) among the URLs tried,
   * variants not counted: none means not proven, whatever else was equal.
   */
  tableRows: number;
  /** The first differing URLs, with both answers (bounded). */
  differences: UrlDifference[];
  /**
   * Manifest facts that differ (hosts, names): served natively, the platform would be reached
   * by other hosts than the pack's, whatever its rules answer.
   */
  manifest: string[];
}

/** Everything one verification found, as cached in the data folder. */
export interface VerificationReport {
  formatVersion: 1;
  /** The pack version: `git:<commit>` or `content:<hash>` (see packKeyOf). */
  packKey: string;
  /** The recognition code (native definitions, rule engine, pack runtime, this check). */
  codeKey: string;
  /** The URL sources and seed the check ran with. */
  sourcesKey: string;
  platformsVersion?: string;
  computedAt: string;
  durationMs: number;
  /**
   * URLs per source: `quoted` in the pack's parser sources, `generated` to match their regexes
   * (both absent from older reports).
   */
  inputs: {
    table: number;
    quoted?: number;
    generated?: number;
    log: number;
    list: number;
    variants: number;
  };
  platforms: PlatformVerdict[];
}
