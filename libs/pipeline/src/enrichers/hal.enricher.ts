import type { EnricherDefinition } from './batched-enricher.stage.js';
import { asArray, asObject, asObjects, asText, compactRecord } from './json-fields.js';

/** HAL's public API root (the Solr `search` core lives under it). */
export const HAL_BASE_URL = 'https://api.archives-ouvertes.fr';

const FIELDS = [
  'hal_docid', 'hal_identifiant', 'publication_title', 'hal_tampons', 'hal_tampons_name',
  'hal_domains',
] as const; // prettier-ignore

const SOLR_FIELDS = 'docid,halId_s,title_s,collId_i,collCode_s,domain_s,sid_i,status_i';
// `hal-01234567`, possibly with a version (`v2`): halId_s has none, so the key drops it.
const IDENTIFIANT = /^([a-z][a-z0-9_]*-\d+)(?:v\d+)?$/i;
const DOCID = /^\d+$/;
// HAL's status_i for the online (current) version of a document.
const ONLINE = '11';

/** Options of the HAL enricher. */
export interface HalOptions {
  baseUrl?: string;
}

const texts = (value: unknown) => asArray(value).flatMap((item) => asText(item) ?? []);

/** One document of HAL, its versions merged: the online version's docid, every version's stamps. */
interface HalDocument {
  docid: string;
  halId: string;
  title: string | undefined;
  collIds: string[];
  collCodes: string[];
  domains: string[];
}

function mergeVersions(docs: Record<string, unknown>[]): Map<string, HalDocument> {
  const byHalId = new Map<string, HalDocument>();
  for (const doc of docs) {
    const docid = asText(doc.docid);
    const halId = asText(doc.halId_s);
    if (docid === undefined || halId === undefined) {
      continue;
    }
    const known = byHalId.get(halId);
    if (known) {
      if (asText(doc.status_i) === ONLINE) {
        known.docid = docid;
      }
      known.collIds.push(...texts(doc.collId_i).filter((id) => !known.collIds.includes(id)));
      known.collCodes.push(
        ...texts(doc.collCode_s).filter((code) => !known.collCodes.includes(code)),
      );
      continue;
    }
    byHalId.set(halId, {
      docid,
      halId,
      title: texts(doc.title_s)[0],
      collIds: texts(doc.collId_i),
      collCodes: texts(doc.collCode_s),
      domains: texts(doc.domain_s),
    });
  }
  return byHalId;
}

/**
 * HAL for events of the `hal` platform, by `hal_identifiant` (or `hal_docid` without one): one
 * Solr query `q=halId_s:(…) OR docid:(…)` on the `search` core per packet, `rows` twice the
 * packet since a document has one row per version. Every identifier and docid a document answers
 * for gets its record. The portal and collection lookups of the reference are not made.
 */
export function createHalEnricher(options: HalOptions = {}): EnricherDefinition {
  const base = options.baseUrl ?? HAL_BASE_URL;
  return {
    name: 'hal',
    outputFields: FIELDS,
    keyOf(fields) {
      if (fields.platform !== 'hal') {
        return undefined;
      }
      const identifiant = IDENTIFIANT.exec(fields.hal_identifiant?.trim() ?? '')?.[1];
      if (identifiant) {
        return identifiant;
      }
      const docid = fields.hal_docid?.trim();
      return docid && DOCID.test(docid) ? docid : undefined;
    },
    async fetchPacket(keys, client) {
      const identifiants = keys.filter((key) => !DOCID.test(key));
      const docids = keys.filter((key) => DOCID.test(key));
      const clauses = [
        ...(identifiants.length ? [`halId_s:(${identifiants.join(' OR ')})`] : []),
        ...(docids.length ? [`docid:(${docids.join(' OR ')})`] : []),
      ];
      const url = new URL('search/', base.endsWith('/') ? base : `${base}/`);
      url.searchParams.set('q', clauses.join(' OR '));
      url.searchParams.set('fl', SOLR_FIELDS);
      url.searchParams.set('rows', String(keys.length * 2));
      url.searchParams.set('wt', 'json');
      const body = asObject(await client.getJson(url));
      const docs = asObjects(asObject(body?.response)?.docs);
      const documents = mergeVersions(docs);
      const wanted = new Set(keys);
      const answers = new Map<string, Record<string, string>>();
      // Each version's row answers for its own docid and for the document's identifiant.
      for (const doc of docs) {
        const document = documents.get(asText(doc.halId_s) ?? '');
        if (!document) {
          continue;
        }
        const record = compactRecord({
          hal_docid: document.docid,
          hal_identifiant: document.halId,
          publication_title: document.title,
          hal_tampons: document.collIds.join(','),
          hal_tampons_name: document.collCodes.join(','),
          hal_domains: document.domains.join(','),
        });
        for (const key of [document.halId, asText(doc.docid) ?? '']) {
          if (wanted.has(key)) {
            answers.set(key, record);
          }
        }
      }
      return answers;
    },
  };
}
