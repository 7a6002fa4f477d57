import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseSemicolonCsv } from '../runner/test-table.js';
import { manifestName, readManifest, readTestSets } from '../runner/run-test-tables.js';

/** One event the differential check sends: its URL and the other `in-*` cells of its table row. */
export interface VerificationInput {
  url: string;
  /** Table columns besides the URL (`in-domain`, `in-mime`…): part of the event. */
  extra?: Record<string, string>;
  /** The platform whose table the row comes from (URLs of logs and lists have none). */
  platform?: string;
  /**
   * Where it came from, for the report: a table row, a log, a URL list, a URL quoted in the
   * pack's own parser source (`quoted`), or one made to match its regexes (`generated`).
   */
  origin: 'table' | 'log' | 'list' | 'quoted' | 'generated';
}

/** Rows of every `<name>/test/*.csv` under each folder, attributed to the folder's platform. */
export function readTableInputs(dirs: readonly string[]): VerificationInput[] {
  const inputs: VerificationInput[] = [];
  for (const dir of dirs) {
    for (const set of readTestSets(dir)) {
      for (const row of set.rows) {
        const { url, ...extra } = row.input;
        if (url === undefined || url === '') {
          continue;
        }
        inputs.push({
          url,
          platform: set.platform,
          origin: 'table',
          ...(Object.keys(extra).length === 0 ? {} : { extra }),
        });
      }
    }
  }
  return inputs;
}

// An absolute URL in a log line: the request of every common format (EZproxy, Apache, Squid),
// the referer too. Quotes, blanks and angle brackets end it.
const ABSOLUTE_URL = /\bhttps?:\/\/[^\s"'<>]+/gi;

/** Absolute URLs of one log line (request first, then any referer). */
export function urlsOfLogLine(line: string): string[] {
  return line.match(ABSOLUTE_URL) ?? [];
}

function logFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        return logFilesUnder(file);
      }
      // Results (.json) and knowledge-base samples (`*.pkb.*`) are not logs.
      return /\.(log|csv|txt)(\.gz)?$/i.test(entry.name) && !/\.pkb\./i.test(entry.name)
        ? [file]
        : [];
    });
}

function readText(file: string): string {
  const bytes = readFileSync(file);
  return (file.toLowerCase().endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

/**
 * Distinct absolute URLs of a log file: a `;`-separated file with a `url` column (the reference's
 * CSV logs) is read by column, anything else line by line.
 */
export function readLogFileUrls(file: string): string[] {
  const text = readText(file);
  const found = new Set<string>();
  if (/\.csv(\.gz)?$/i.test(file)) {
    const [header, ...rows] = parseSemicolonCsv(text);
    const column = header?.cells.findIndex((name) => name.trim().toLowerCase() === 'url') ?? -1;
    if (column !== -1) {
      for (const row of rows) {
        const url = row.cells[column];
        if (url !== undefined && /^https?:\/\//i.test(url)) {
          found.add(url);
        }
      }
      return [...found];
    }
  }
  for (const line of text.split(/\r?\n/)) {
    for (const url of urlsOfLogLine(line)) {
      found.add(url);
    }
  }
  return [...found];
}

/** Distinct URLs of every log file (`.log`, `.csv`, `.txt`, gzipped or not) given or under a folder given. */
export function readLogInputs(paths: readonly string[]): VerificationInput[] {
  const seen = new Set<string>();
  const inputs: VerificationInput[] = [];
  for (const given of paths) {
    const files = statSync(given).isDirectory() ? logFilesUnder(given) : [given];
    for (const file of files) {
      let urls: string[];
      try {
        urls = readLogFileUrls(file);
      } catch (error) {
        // A folder may hold many logs: the one that failed (cut short, unreadable) is named.
        // (zlib's errors come from another realm under jest: not `instanceof Error` there.)
        const message = (error as { message?: unknown } | undefined)?.message;
        const reason = typeof message === 'string' ? message : String(error);
        throw new Error(`cannot read log ${file}: ${reason}`, { cause: error });
      }
      for (const url of urls) {
        if (!seen.has(url)) {
          seen.add(url);
          inputs.push({ url, origin: 'log' });
        }
      }
    }
  }
  return inputs;
}

/** An absolute http(s) URL with a host: what a log line's URL can be. */
const LISTED_URL = /^https?:\/\/[^/?#\s]+\S*$/i;

/**
 * A URL list: one URL per line, blank lines and `#` comments skipped; `other` counts the lines
 * that are not absolute http(s) URLs (no platform could answer them), left out.
 */
export function readUrlList(file: string): { urls: string[]; other: number } {
  const lines = readText(file)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const urls = lines.filter((line) => LISTED_URL.test(line));
  return { urls, other: lines.length - urls.length };
}

/** The URLs of a URL list (see {@link readUrlList}). */
export function readUrlListInputs(file: string): VerificationInput[] {
  return readUrlList(file).urls.map((url) => ({ url, origin: 'list' as const }));
}

// A URL quoted in source text (comments, strings): quotes, backquotes, blanks, angle brackets
// and backslashes end it.
const QUOTED_URL = /\bhttps?:\/\/[^\s"'`<>\\]+/gi;

/** `url` without the sentence punctuation a comment puts after it, nor an unbalanced bracket. */
function trimQuotedUrl(url: string): string {
  let end = url.length;
  for (;;) {
    const last = url.charAt(end - 1);
    const text = url.slice(0, end);
    const unbalanced =
      (last === ')' && text.split(')').length > text.split('(').length) ||
      (last === ']' && text.split(']').length > text.split('[').length);
    if (!'.,;:!?'.includes(last) && !unbalanced) {
      return text;
    }
    end -= 1;
  }
}

/** Absolute URLs quoted in a source text, distinct, in order. */
export function urlsQuotedIn(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.match(QUOTED_URL) ?? []) {
    const url = trimQuotedUrl(match);
    // A template literal's `${…}` is code, not an example.
    if (/^https?:\/\/[^/?#]+/i.test(url) && !url.includes('${')) {
      found.add(url);
    }
  }
  return [...found];
}

/** One platform folder of a pack: its name, its manifest's hosts and its `.js` sources. */
export interface PlatformSources {
  platform: string;
  domains: string[];
  sources: string[];
}

/** Every platform folder (with a manifest) of the packs, read as data, never run. */
export function readPlatformSources(packs: readonly string[]): PlatformSources[] {
  return packs.flatMap((pack) =>
    readdirSync(pack, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => path.join(pack, entry.name))
      .filter((folder) => existsSync(path.join(folder, 'manifest.json')))
      .map((folder) => {
        const manifest = readManifest(folder);
        const { domains } = manifest;
        return {
          platform: manifestName(folder, manifest),
          domains: Array.isArray(domains)
            ? domains.filter((domain): domain is string => typeof domain === 'string')
            : [],
          sources: readdirSync(folder)
            .filter((name) => name.endsWith('.js'))
            .sort()
            .map((name) => readFileSync(path.join(folder, name), 'utf8')),
        };
      }),
  );
}

/**
 * The URLs a pack's parsers quote as examples of what they recognise (the community catalog's
 * habit: one commented URL above each branch), attributed to their platform. Tables hold only
 * some of those shapes; a native platform must also answer like the pack on the others.
 */
export function readQuotedInputs(platforms: readonly PlatformSources[]): VerificationInput[] {
  return platforms.flatMap(({ platform, sources }) =>
    [...new Set(sources.flatMap(urlsQuotedIn))].map((url) => ({
      url,
      platform,
      origin: 'quoted' as const,
    })),
  );
}
