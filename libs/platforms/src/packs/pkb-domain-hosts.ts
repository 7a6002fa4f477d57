import { readFileSync } from 'node:fs';

/** Names of the knowledge-base files the reference reads: `<anything>_YYYY-MM-DD.txt`. */
export const DATED_KBART_FILE = /_[0-9]{4}-[0-9]{2}-[0-9]{2}\.txt$/;

/**
 * A `pkb-domains` value as a host name: `https://journal.example.org/path` gives
 * `journal.example.org` (lower-cased, port dropped, like the reference); a bare host stays as is.
 */
export function hostOfPkbValue(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') {
    return undefined;
  }
  // Credentials before an `@` are no host (`https://user@host/` is host's, as url.parse reads it).
  const url = /^https?:\/\/(?:[^/?#@\s]*@)?([^/?#:@\s]+)/i.exec(trimmed);
  if (url !== null) {
    return url[1]?.toLowerCase();
  }
  return /^[a-z0-9.-]+$/i.test(trimmed) ? trimmed.toLowerCase() : undefined;
}

/**
 * The hosts a platform takes from one column of its KBART text (tab-separated, header first;
 * quoted header names are accepted): the manifest's `pkb-domains` column. Unique, in file order.
 */
export function readPkbDomainHosts(text: string, column: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split('\t').map((name) => name.trim().replace(/^"|"$/g, ''));
  const index = header.indexOf(column);
  if (index === -1) {
    return [];
  }
  const hosts = new Set<string>();
  for (const line of lines.slice(1)) {
    const cell = line.split('\t')[index];
    const host = cell === undefined ? undefined : hostOfPkbValue(cell.replace(/^"|"$/g, ''));
    if (host !== undefined) {
      hosts.add(host);
    }
  }
  return [...hosts];
}

/** {@link readPkbDomainHosts} over several files (unreadable files are skipped). */
export function readPkbDomainHostsOfFiles(files: readonly string[], column: string): string[] {
  const hosts = new Set<string>();
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const host of readPkbDomainHosts(text, column)) {
      hosts.add(host);
    }
  }
  return [...hosts];
}
