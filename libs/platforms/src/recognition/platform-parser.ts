import type { MutableUrlView } from '../url/url-view.js';
import type { PlatformInfo, RecognitionInput } from './recognition.types.js';

/** Raw parser output: keys with undefined values count as absent; `{}` means "not recognized". */
export type ParserOutput = Record<string, unknown>;

/** One loaded platform parser (native rules or a pack's parser.js) behind a common calling contract. */
export interface PlatformParser {
  readonly info: PlatformInfo;
  /** Where the platform came from (a pack's folder), for listings. */
  readonly origin?: string;
  /**
   * The platform's folder name in the reference layout (default: its name). Candidates sharing a
   * host are tried in this order, as the reference registers them (strcmp order of folders).
   */
  readonly folder?: string;
  /** Output for an already decoded URL; may throw (the caller turns that into an empty result). */
  parse(url: MutableUrlView, input: RecognitionInput): ParserOutput;
  /**
   * After `parse`: true when that call read nothing of the input but the URL (and domain), so
   * its output holds for any event with the same URL. Absent = never assumed.
   */
  urlOnly?(): boolean;
  /**
   * After `parse`: the event fields that call read besides the URL and domain, or 'all' when it
   * enumerated them (packs' parser.js, whose reads are watched).
   */
  fieldsRead?(): ReadonlySet<string> | 'all';
}

/** A pack parser that ran past its time budget. */
export class ParserTimeoutError extends Error {
  override readonly name = 'ParserTimeoutError';
}
