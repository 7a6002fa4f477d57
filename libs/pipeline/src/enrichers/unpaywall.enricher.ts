import type { EnricherDefinition } from './batched-enricher.stage.js';
import { asObject, asText, compactRecord, formatRequestDate, normalizeDoi } from './json-fields.js';

/** Unpaywall's public API root. */
export const UNPAYWALL_BASE_URL = 'https://api.unpaywall.org';

const FIELDS = [
  'is_oa', 'journal_is_in_doaj', 'journal_is_oa', 'oa_status', 'oa_updated', 'oa_request_date',
] as const; // prettier-ignore

/** A 200 of `/v2/<doi>` is the DOI's object (its `doi` member says so). */
const unpaywallAnswer = (body: unknown) =>
  typeof asObject(body)?.doi === 'string' ? undefined : 'no doi member';

/** Options of the Unpaywall enricher; the API requires an e-mail. */
export interface UnpaywallOptions {
  email: string;
  baseUrl?: string;
  now?: () => Date;
}

/**
 * Unpaywall by DOI: the API has no batch form, so a packet is one `GET /v2/<doi>?email=` per
 * DOI, made one after the other through the gate; a 404 means no record.
 */
export function createUnpaywallEnricher(options: UnpaywallOptions): EnricherDefinition {
  const base = options.baseUrl ?? UNPAYWALL_BASE_URL;
  const now = options.now ?? (() => new Date());
  return {
    name: 'unpaywall',
    outputFields: FIELDS,
    keyOf: (fields) => normalizeDoi(fields.doi),
    async fetchPacket(keys, client) {
      const answers = new Map<string, Record<string, string>>();
      for (const doi of keys) {
        const url = new URL(
          `v2/${encodeURIComponent(doi)}`,
          base.endsWith('/') ? base : `${base}/`,
        );
        url.searchParams.set('email', options.email);
        const body = asObject(await client.getJson(url, { check: unpaywallAnswer }));
        if (body) {
          answers.set(
            doi,
            compactRecord({
              is_oa: asText(body.is_oa),
              journal_is_in_doaj: asText(body.journal_is_in_doaj),
              journal_is_oa: asText(body.journal_is_oa),
              oa_status: asText(body.oa_status),
              oa_updated: asText(body.updated),
              oa_request_date: formatRequestDate(now()),
            }),
          );
        }
      }
      return answers;
    },
  };
}
