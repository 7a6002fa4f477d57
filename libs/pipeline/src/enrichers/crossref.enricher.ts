import type { EnricherDefinition } from './batched-enricher.stage.js';
import { asArray, asObject, asText, compactRecord, normalizeDoi } from './json-fields.js';

/** Crossref's public API root. */
export const CROSSREF_BASE_URL = 'https://api.crossref.org';

// Only the unambiguous Crossref types; the reference's crossref-rtype.json is not carried over.
const RTYPES: Record<string, string> = {
  'journal-article': 'ARTICLE',
  'book-chapter': 'BOOK_SECTION',
  book: 'BOOK',
  monograph: 'BOOK',
  'edited-book': 'BOOK',
};

const FIELDS = [
  'publication_title', 'title', 'doi', 'publisher_name', 'type', 'rtype', 'publication_date',
  'subject', 'print_identifier', 'online_identifier',
] as const; // prettier-ignore

function identifierOf(item: Record<string, unknown>, kind: 'print' | 'electronic') {
  for (const list of ['issn-type', 'isbn-type']) {
    for (const entry of asArray(item[list])) {
      const object = asObject(entry);
      if (object?.type === kind) {
        return asText(object.value);
      }
    }
  }
  return undefined;
}

/** The fields Crossref gives for one work (`message.items[]`), reference names. */
export function readCrossrefWork(item: Record<string, unknown>, withLicense: boolean) {
  const issued = asObject(item.issued) ?? asObject(item['published-print']);
  const year = asText(asArray(asArray(issued?.['date-parts'])[0])[0]);
  const type = asText(item.type);
  return compactRecord({
    publication_title: asText(asArray(item['container-title'])[0]),
    title: asText(asArray(item.title)[0]),
    doi: asText(item.DOI),
    publisher_name: asText(item.publisher),
    type,
    rtype: type === undefined ? undefined : RTYPES[type],
    publication_date: year,
    subject: asArray(item.subject)
      .flatMap((value) => asText(value) ?? [])
      .join(', '),
    print_identifier: identifierOf(item, 'print'),
    online_identifier: identifierOf(item, 'electronic'),
    license: withLicense ? asText(asObject(asArray(item.license)[0])?.URL) : undefined,
  });
}

/** Options of the Crossref enricher. */
export interface CrossrefOptions {
  baseUrl?: string;
  withLicense?: boolean;
}

/**
 * Crossref by DOI: one `GET /works?filter=doi:a,doi:b&rows=N` per packet; answers are matched
 * back case-insensitively. DOIs containing a comma cannot be put in the filter and are skipped.
 */
export function createCrossrefEnricher(options: CrossrefOptions = {}): EnricherDefinition {
  const base = options.baseUrl ?? CROSSREF_BASE_URL;
  const withLicense = options.withLicense ?? false;
  return {
    name: 'crossref',
    outputFields: withLicense ? [...FIELDS, 'license'] : FIELDS,
    keyOf(fields) {
      const doi = normalizeDoi(fields.doi);
      return doi?.includes(',') ? undefined : doi;
    },
    async fetchPacket(keys, client) {
      const url = new URL('works', base.endsWith('/') ? base : `${base}/`);
      url.searchParams.set('filter', keys.map((doi) => `doi:${doi}`).join(','));
      url.searchParams.set('rows', String(keys.length));
      const body = asObject(await client.getJson(url));
      const answers = new Map<string, Record<string, string>>();
      for (const entry of asArray(asObject(body?.message)?.items)) {
        const item = asObject(entry);
        const doi = normalizeDoi(asText(item?.DOI));
        if (item && doi !== undefined) {
          answers.set(doi, readCrossrefWork(item, withLicense));
        }
      }
      return answers;
    },
  };
}
