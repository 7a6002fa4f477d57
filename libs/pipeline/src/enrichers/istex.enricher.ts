import type { EnricherDefinition } from './batched-enricher.stage.js';
import { asArray, asObject, asText, compactRecord, listAt, normalizeDoi } from './json-fields.js';
import { normalizePii } from './crossref.enricher.js';
import { isEnrichmentToolRequest, SILLAGE_ISTEX_SID } from './enrichment-tool-requests.js';

/** ISTEX's public API root. */
export const ISTEX_BASE_URL = 'https://api.istex.fr';

const FIELDS = [
  'publisher_name', 'print_identifier', 'online_identifier', 'publication_title', 'subject',
  'publication_date', 'doi', 'ark', 'istex_genre', 'language', 'access_type', 'oa_status',
] as const; // prettier-ignore

const OUTPUT =
  'id,ark,doi,pii,corpusName,host,publicationDate,copyrightDate,genre,language,accessCondition';
const ISTEX_ID = /^[0-9A-F]{40}$/i;
const ARK = /^ark:\/\d+\/\S+$/;
// Corpora of page images: their documents are TIFF scans.
const IMAGE_CORPORA = new Set(['EEBO', 'ECCO']);
// Only the unambiguous ISTEX genres; the reference's istex-rtype.json is not carried over.
const GENRE_RTYPES: Record<string, string> = {
  'research-article': 'ARTICLE',
  article: 'ARTICLE',
  'review-article': 'ARTICLE',
  'book-chapter': 'BOOK_SECTION',
  chapter: 'BOOK_SECTION',
  book: 'BOOK',
};

// `istex_rtype`s (the istex parser's path segment) that are metadata, as the reference reads them.
const METADATA_KINDS = new Set(['metadata', 'enrichments', 'record']);

/** Lucene field of each key kind (`id:`, `ark:`, `doi:`, `pii:` prefixes of the cache keys). */
const QUERY_FIELDS: Record<string, string> = {
  id: 'id',
  ark: 'ark',
  doi: 'doi.raw',
  pii: 'pii',
};

/** Options of the ISTEX enricher. */
export interface IstexOptions {
  baseUrl?: string;
  /** This instance's enricher `User-Agent`: lines of its own requests are dropped too. */
  ownUserAgent?: string;
}

const first = (value: unknown) => asText(asArray(value)[0]);

/** The fields ISTEX gives for one document (`hits[]`), reference names. */
export function readIstexHit(hit: Record<string, unknown>) {
  const host = asObject(hit.host);
  // The reference names the access condition's content type `access_type` and its value
  // (`open access`…) `oa_status`.
  const access = asObject(hit.accessCondition);
  return compactRecord({
    publisher_name: asText(hit.corpusName),
    print_identifier: first(host?.issn) ?? first(host?.isbn),
    online_identifier: first(host?.eissn) ?? first(host?.eisbn),
    publication_title: asText(host?.title),
    subject: asText(asObject(asArray(host?.subject)[0])?.value),
    publication_date: asText(hit.publicationDate) ?? asText(hit.copyrightDate),
    doi: first(hit.doi),
    ark: first(hit.ark),
    istex_genre: first(hit.genre),
    language: first(hit.language),
    access_type: asText(access?.contentType),
    oa_status: asText(access?.value),
  });
}

/** Every cache key a hit answers for. */
function keysOfHit(hit: Record<string, unknown>): string[] {
  const host = asObject(hit.host);
  const keys: string[] = [];
  const id = asText(hit.id);
  if (id) {
    keys.push(`id:${id.toUpperCase()}`);
  }
  for (const ark of asArray(hit.ark)) {
    keys.push(`ark:${asText(ark) ?? ''}`);
  }
  for (const doi of asArray(hit.doi)) {
    keys.push(`doi:${normalizeDoi(asText(doi)) ?? ''}`);
  }
  for (const pii of [...asArray(hit.pii), ...asArray(host?.pii)]) {
    keys.push(`pii:${normalizePii(asText(pii)) ?? ''}`);
  }
  return keys;
}

/**
 * ISTEX for events of the `istex` platform (by `unitid`, else `ark`) and of `sd` (ScienceDirect,
 * by `pii`, else `doi`): one `GET /document/?q=id:"…" OR ark:"…" OR doi.raw:"…" OR pii:"…"`
 * per packet. `rtype` (istex platform only) follows the event's `istex_rtype`, and documents of
 * the EEBO and ECCO corpora are TIFF; both only where the event has none. Lines of ezPAARSE's
 * and Sillage's own enrichment requests are rejected as `filtered-ecs`, on every platform.
 */
export function createIstexEnricher(options: IstexOptions = {}): EnricherDefinition {
  const base = options.baseUrl ?? ISTEX_BASE_URL;
  return {
    name: 'istex',
    outputFields: [...FIELDS, 'rtype', 'mime'],
    irrelevantEvent(fields) {
      // A library counting its ISTEX use must not count the enrichment requests of ezPAARSE or
      // Sillage themselves, as the reference drops them (EIRRELEVANT).
      return isEnrichmentToolRequest(fields, options.ownUserAgent)
        ? 'enrichment-tool-request'
        : undefined;
    },
    keyOf(fields) {
      if (fields.platform === 'istex') {
        const unitid = fields.unitid?.trim() ?? '';
        if (ISTEX_ID.test(unitid)) {
          return `id:${unitid.toUpperCase()}`;
        }
        const ark = fields.ark?.trim() ?? '';
        return ARK.test(ark) ? `ark:${ark}` : undefined;
      }
      if (fields.platform === 'sd') {
        const pii = normalizePii(fields.pii);
        if (pii !== undefined) {
          return `pii:${pii}`;
        }
        const doi = normalizeDoi(fields.doi);
        return doi === undefined ? undefined : `doi:${doi}`;
      }
      return undefined;
    },
    complete(fields, record) {
      let filled = false;
      if (!fields.mime && IMAGE_CORPORA.has((record.publisher_name ?? '').toUpperCase())) {
        fields.mime = 'TIFF';
        filled = true;
      }
      if (fields.platform === 'istex' && !fields.rtype) {
        const kind = fields.istex_rtype;
        fields.rtype =
          kind === 'fulltext'
            ? (GENRE_RTYPES[record.istex_genre ?? ''] ?? 'MISC')
            : METADATA_KINDS.has(kind ?? '')
              ? 'METADATA'
              : 'MISC';
        filled = true;
      }
      return filled;
    },
    async fetchPacket(keys, client) {
      const clauses = keys.map((key) => {
        const colon = key.indexOf(':');
        const field = QUERY_FIELDS[key.slice(0, colon)] ?? 'id';
        return `${field}:"${key.slice(colon + 1).replace(/["\\]/g, '\\$&')}"`;
      });
      const url = new URL('document/', base.endsWith('/') ? base : `${base}/`);
      url.searchParams.set('q', clauses.join(' OR '));
      url.searchParams.set('output', OUTPUT);
      url.searchParams.set('size', String(keys.length));
      url.searchParams.set('sid', SILLAGE_ISTEX_SID);
      const body = asObject(await client.getJson(url, { check: listAt('hits') }));
      const wanted = new Set(keys);
      const answers = new Map<string, Record<string, string>>();
      for (const entry of asArray(body?.hits)) {
        const hit = asObject(entry);
        if (!hit) {
          continue;
        }
        const record = readIstexHit(hit);
        for (const key of keysOfHit(hit)) {
          if (wanted.has(key)) {
            answers.set(key, record);
          }
        }
      }
      return answers;
    },
  };
}
