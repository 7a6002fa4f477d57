import type { EnricherDefinition } from './batched-enricher.stage.js';
import {
  asArray,
  asObject,
  asText,
  compactRecord,
  formatRequestDate,
  listAt,
  normalizeDoi,
} from './json-fields.js';

/** OpenAlex's public API root. */
export const OPENALEX_BASE_URL = 'https://api.openalex.org';

const FIELDS = [
  'type', 'publisher_name', 'publication_title', 'publication_date', 'oa_status', 'is_oa',
  'language', 'journal_is_in_doaj', 'issnl', 'oa_request_date',
] as const; // prettier-ignore

/** The fields OpenAlex gives for one work (`results[]`), reference names. */
export function readOpenAlexWork(work: Record<string, unknown>, requestDate: string) {
  const openAccess = asObject(work.open_access);
  const source = asObject(asObject(work.primary_location)?.source);
  return compactRecord({
    type: asText(work.type),
    publisher_name: asText(source?.host_organization_name),
    publication_title: asText(source?.display_name),
    publication_date: asText(work.publication_date),
    oa_status: asText(openAccess?.oa_status),
    is_oa: asText(openAccess?.is_oa),
    language: asText(work.language),
    journal_is_in_doaj: asText(source?.is_in_doaj),
    issnl: asText(source?.issn_l),
    oa_request_date: requestDate,
  });
}

/** Options of the OpenAlex enricher. */
export interface OpenAlexOptions {
  baseUrl?: string;
  apiKey?: string;
  now?: () => Date;
}

/**
 * OpenAlex by DOI: one `GET /works?filter=doi:a|b&per-page=N` per packet (DOIs with a `|`
 * are skipped); `oa_request_date` is the day of the request.
 */
export function createOpenAlexEnricher(options: OpenAlexOptions = {}): EnricherDefinition {
  const base = options.baseUrl ?? OPENALEX_BASE_URL;
  const now = options.now ?? (() => new Date());
  return {
    name: 'openalex',
    // OpenAlex ORs at most 100 values in a filter and serves at most 100 works per page.
    maxPacketSize: 100,
    outputFields: FIELDS,
    keyOf(fields) {
      const doi = normalizeDoi(fields.doi);
      return doi?.includes('|') ? undefined : doi;
    },
    async fetchPacket(keys, client) {
      const url = new URL('works', base.endsWith('/') ? base : `${base}/`);
      url.searchParams.set('filter', `doi:${keys.join('|')}`);
      url.searchParams.set('per-page', String(keys.length));
      if (options.apiKey) {
        url.searchParams.set('api_key', options.apiKey);
      }
      const body = asObject(await client.getJson(url, { check: listAt('results') }));
      const requestDate = formatRequestDate(now());
      const answers = new Map<string, Record<string, string>>();
      for (const entry of asArray(body?.results)) {
        const work = asObject(entry);
        const doi = normalizeDoi(asText(work?.doi));
        if (work && doi !== undefined) {
          answers.set(doi, readOpenAlexWork(work, requestDate));
        }
      }
      return answers;
    },
  };
}
