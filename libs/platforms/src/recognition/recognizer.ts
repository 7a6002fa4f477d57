import { MutableUrlView } from '../url/url-view.js';
import { coerceToString } from './coerce-string.js';
import { HostIndex } from './host-index.js';
import { ParserTimeoutError } from './platform-parser.js';
import type { ParserOutput, PlatformParser } from './platform-parser.js';
import type {
  RecognitionInput,
  RecognitionOptions,
  RecognitionResult,
  RecognitionTrace,
} from './recognition.types.js';

const UNKNOWN_DOMAIN: RecognitionResult = Object.freeze({ kind: 'unknown-domain', urlOnly: true });
const FILTERED: RecognitionResult = Object.freeze({ kind: 'filtered', urlOnly: true });
const SCHEME_HOST = /^[a-z][a-z0-9+.-]*:\/\/([^/?#:@\\]+)(?=[:/?#]|$)/i;

/** Host name of a raw log URL, lower-cased (legacy `url.parse` hostname for the usual shapes). */
export function hostOfUrl(rawUrl: string): string | undefined {
  const found = SCHEME_HOST.exec(rawUrl);
  return found?.[1]?.toLowerCase();
}

// Native rule output is already a fresh record of strings: hand it over without copying.
function isPlainStringRecord(output: ParserOutput): output is Record<string, string> {
  for (const key in output) {
    if (key === '_granted' || typeof output[key] !== 'string') {
      return false;
    }
  }
  return true;
}

export function hasAnyKey(output: ParserOutput): boolean {
  for (const key in output) {
    if (Object.hasOwn(output, key)) {
      return true;
    }
  }
  return false;
}

/**
 * What a parser's error says. Errors thrown inside a pack's vm context are not `instanceof
 * Error` of this realm, and a thrown value may itself throw when read.
 */
export function messageOf(error: unknown): string {
  try {
    const message = (error as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : String(error);
  } catch {
    return 'an error that cannot be read';
  }
}

/** A parser's answer as event fields, and whether access was granted. */
export interface EcFields {
  fields: Record<string, string>;
  granted: boolean;
}

/** Converts raw parser output into EC fields: undefined/null dropped, values stringified, `_granted` split off. */
export function toEcFields(output: ParserOutput): EcFields {
  if (isPlainStringRecord(output)) {
    return { fields: output, granted: true };
  }
  const fields: Record<string, string> = {};
  let granted = true;
  for (const key of Object.keys(output)) {
    const value = output[key];
    if (value === undefined || value === null) {
      continue;
    }
    if (key === '_granted') {
      granted = !(value === false || value === 'false');
      continue;
    }
    fields[key] = coerceToString(value);
  }
  return { fields, granted };
}

/** The outcome when parser `parser` answered with these fields. */
export function recognizedBy(
  parser: PlatformParser,
  { fields, granted }: EcFields,
  urlOnly: boolean,
): RecognitionResult {
  const { name, longName, publisherName, source } = parser.info;
  return publisherName === undefined
    ? {
        kind: 'recognized',
        platform: name,
        platformName: longName,
        source,
        fields,
        granted,
        urlOnly,
      }
    : {
        kind: 'recognized',
        platform: name,
        platformName: longName,
        publisherName,
        source,
        fields,
        granted,
        urlOnly,
      };
}

/** The outcome when no candidate gave anything. */
export function unqualified(
  candidates: readonly PlatformParser[],
  urlOnly: boolean,
): RecognitionResult {
  return { kind: 'unqualified', platform: candidates[0]?.info.name ?? '', urlOnly };
}

/** Timeouts after which a parser is no longer called (here and, by default, on the threads). */
export const QUARANTINE_AFTER = 3;
/** Why a quarantined parser was not called. */
export const NOT_CALLED = 'not called: it ran past its time budget too often in this process';

/** Dispatches events to the parsers of their host, in order, with the reference's job options. */
export class Recognizer {
  private readonly index: HostIndex;
  private readonly byName = new Map<string, PlatformParser>();
  private readonly ranks = new Map<PlatformParser, number>();
  private readonly view = new MutableUrlView();
  private readonly filterSets = new WeakMap<readonly string[], ReadonlySet<string>>();
  /** Timeouts of each parser run here (no recognition threads): see `isQuarantined`. */
  private readonly timeouts = new Map<PlatformParser, number>();

  constructor(
    parsers: readonly PlatformParser[],
    private readonly onTrace?: (trace: RecognitionTrace) => void,
  ) {
    this.index = new HostIndex(parsers);
    parsers.forEach((parser, rank) => {
      this.byName.set(parser.info.name, parser);
      this.ranks.set(parser, rank);
    });
  }

  /** Adds hosts to the platform named `name` (knowledge-base `pkb-domains`); false if unknown. */
  addHosts(name: string, hosts: Iterable<string>): boolean {
    const parser = this.byName.get(name);
    if (parser === undefined) {
      return false;
    }
    // A set: a knowledge base can name a hundred thousand hosts, and `includes` made it quadratic.
    const known = new Set(parser.info.domains);
    for (const raw of hosts) {
      const host = raw.toLowerCase();
      this.index.add(parser, host, (other) => this.ranks.get(other) ?? Infinity);
      if (!known.has(host)) {
        known.add(host);
        parser.info.domains.push(host);
      }
    }
    return true;
  }

  /** The parser loaded under `name`, if any. */
  parserNamed(name: string): PlatformParser | undefined {
    return this.byName.get(name);
  }

  /**
   * The parsers to try for an event, in order, or the outcome when there are none: an unknown
   * domain, or every candidate left out by Filter-Platforms.
   */
  select(
    input: RecognitionInput,
    options?: RecognitionOptions,
  ): readonly PlatformParser[] | RecognitionResult {
    const domain = input.domain ?? hostOfUrl(input.url);
    let candidates =
      domain === undefined
        ? []
        : this.index.candidates(domain, options?.allowDomainWildcards === true);
    if (candidates.length === 0) {
      const forced =
        options?.forceParser === undefined ? undefined : this.byName.get(options.forceParser);
      if (forced === undefined) {
        return UNKNOWN_DOMAIN;
      }
      candidates = [forced];
    }
    const filter = options?.filterPlatforms;
    if (filter !== undefined) {
      const allowed = this.filterSet(filter);
      candidates = candidates.filter((parser) => allowed.has(parser.info.name));
      if (candidates.length === 0) {
        return FILTERED;
      }
    }
    return candidates;
  }

  /** Recognises one event; never throws because of a parser. */
  recognize(input: RecognitionInput, options?: RecognitionOptions): RecognitionResult {
    const candidates = this.select(input, options);
    if (!Array.isArray(candidates)) {
      return candidates as RecognitionResult;
    }
    const view = this.view;
    let urlOnly = true;
    if (view.reset(input.url)) {
      for (const parser of candidates as readonly PlatformParser[]) {
        if (this.isQuarantined(parser)) {
          (options?.onTrace ?? this.onTrace)?.({
            platform: parser.info.name,
            source: parser.info.source,
            kind: 'timeout',
            url: input.url,
            message: NOT_CALLED,
          });
          urlOnly = false;
          continue;
        }
        const answer = this.runParser(parser, view, input, options?.onTrace);
        urlOnly &&= parser.urlOnly?.() === true;
        if (answer !== undefined) {
          return recognizedBy(parser, answer, urlOnly);
        }
      }
    }
    return unqualified(candidates as readonly PlatformParser[], urlOnly);
  }

  /**
   * Whether a parser run here (no recognition threads) ran past its time budget often enough
   * to be left out for the process's life, as the threads leave one out (ADR 0025): a parser
   * that never returns would otherwise cost its budget on every URL of its platform.
   */
  isQuarantined(parser: PlatformParser): boolean {
    return (this.timeouts.get(parser) ?? 0) >= QUARANTINE_AFTER;
  }

  /** A view to run parsers on from outside `recognize` (one per recognizer, reset per event). */
  get urlView(): MutableUrlView {
    return this.view;
  }

  /**
   * Runs one parser on an already reset view: its answer as EC fields, undefined when it gave
   * none. A parser that throws or times out, or whose answer throws when read (a getter, a
   * `toString`), gave none; the trace says why.
   */
  runParser(
    parser: PlatformParser,
    view: MutableUrlView,
    input: RecognitionInput,
    onTrace: ((trace: RecognitionTrace) => void) | undefined = this.onTrace,
  ): EcFields | undefined {
    try {
      const output = parser.parse(view, input);
      return hasAnyKey(output) ? toEcFields(output) : undefined;
    } catch (error) {
      const timedOut = error instanceof ParserTimeoutError;
      if (timedOut) {
        this.timeouts.set(parser, (this.timeouts.get(parser) ?? 0) + 1);
      }
      onTrace?.({
        platform: parser.info.name,
        source: parser.info.source,
        kind: timedOut ? 'timeout' : 'error',
        url: input.url,
        message: messageOf(error),
      });
      return undefined;
    }
  }

  private filterSet(filter: readonly string[]): ReadonlySet<string> {
    let set = this.filterSets.get(filter);
    if (set === undefined) {
      set = new Set(filter);
      this.filterSets.set(filter, set);
    }
    return set;
  }
}
