import type { EnricherDefinition } from './batched-enricher.stage.js';
import type { ServiceClient } from './service-client.js';
import {
  asArray,
  asObject,
  asObjects,
  asText,
  compactRecord,
  listAt,
  normalizeDoi,
} from './json-fields.js';

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

/**
 * The fields Crossref gives for one work (`message.items[]`), reference names. `license` is
 * the JSON of the work's license list, as the reference writes it; it is always kept in the
 * record, so a record cached by a job without `Crossref-License` still has it for one with it
 * (only the job's output fields are copied to events).
 */
export function readCrossrefWork(item: Record<string, unknown>) {
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
    license:
      Array.isArray(item.license) && item.license.length > 0
        ? JSON.stringify(item.license)
        : undefined,
  });
}

/** Options of the Crossref enricher. */
export interface CrossrefOptions {
  baseUrl?: string;
  withLicense?: boolean;
}

const PII_PREFIX = 'pii:';

/** A PII without its punctuation (`S0140-6736(20)30183-5` → `S0140673620301835`), as Crossref lists it. */
export function normalizePii(value: string | undefined): string | undefined {
  const pii = value?.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return pii && pii.length >= 8 ? pii : undefined;
}

/** One `GET /works?filter=<name>:a,<name>:b&rows=N`; the items of the answer. */
async function queryWorks(
  base: string,
  filterName: string,
  values: readonly string[],
  client: ServiceClient,
): Promise<Record<string, unknown>[]> {
  const url = new URL('works', base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('filter', values.map((value) => `${filterName}:${value}`).join(','));
  url.searchParams.set('rows', String(values.length));
  const body = asObject(await client.getJson(url, { check: listAt('message', 'items') }));
  return asObjects(asObject(body?.message)?.items);
}

/**
 * Crossref by DOI, and by PII (`alternative-id`) for events without a DOI: one
 * `GET /works?filter=doi:a,doi:b&rows=N` per packet (plus one `alternative-id:` filter when the
 * packet holds PIIs); answers are matched back case-insensitively. DOIs containing a comma cannot
 * be put in the filter and are skipped; they and malformed DOIs count `crossref-invalid-dois`. PII keys are `pii:<PII>` in the cache.
 */
export function createCrossrefEnricher(options: CrossrefOptions = {}): EnricherDefinition {
  const base = options.baseUrl ?? CROSSREF_BASE_URL;
  const withLicense = options.withLicense ?? false;
  return {
    name: 'crossref',
    // Crossref serves at most 1000 rows per page.
    maxPacketSize: 1000,
    outputFields: withLicense ? [...FIELDS, 'license'] : FIELDS,
    keyOf(fields) {
      const doi = normalizeDoi(fields.doi);
      if (doi !== undefined) {
        return doi.includes(',') ? undefined : doi;
      }
      const pii = normalizePii(fields.pii);
      return pii === undefined ? undefined : `${PII_PREFIX}${pii}`;
    },
    unsendable(fields) {
      // Per event, as the reference counts them; such an event may still go by its PII.
      if (!fields.doi?.trim()) {
        return undefined;
      }
      const doi = normalizeDoi(fields.doi);
      return doi === undefined || doi.includes(',') ? 'invalid-dois' : undefined;
    },
    async fetchPacket(keys, client) {
      const answers = new Map<string, Record<string, string>>();
      const dois = keys.filter((key) => !key.startsWith(PII_PREFIX));
      const piis = new Set(
        keys.filter((key) => key.startsWith(PII_PREFIX)).map((key) => key.slice(PII_PREFIX.length)),
      );
      if (dois.length > 0) {
        for (const item of await queryWorks(base, 'doi', dois, client)) {
          const doi = normalizeDoi(asText(item.DOI));
          if (doi !== undefined) {
            answers.set(doi, readCrossrefWork(item));
          }
        }
      }
      if (piis.size > 0) {
        for (const item of await queryWorks(base, 'alternative-id', [...piis], client)) {
          for (const id of asArray(item['alternative-id'])) {
            const pii = normalizePii(asText(id));
            if (pii !== undefined && piis.has(pii)) {
              answers.set(`${PII_PREFIX}${pii}`, readCrossrefWork(item));
            }
          }
        }
      }
      return answers;
    },
  };
}
