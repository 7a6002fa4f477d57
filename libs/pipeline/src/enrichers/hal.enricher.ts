import type { EnricherDefinition } from './batched-enricher.stage.js';
import type { ServiceClient } from './service-client.js';
import { asArray, asObject, asObjects, asText, compactRecord, listAt } from './json-fields.js';

/** HAL's public API root (the Solr `search` core lives under it). */
export const HAL_BASE_URL = 'https://api.archives-ouvertes.fr';

// Filled from the document's record (`hal_sid`: the portal it was deposited in).
const RECORD_FIELDS = [
  'hal_docid', 'hal_identifiant', 'publication_title', 'hal_tampons', 'hal_tampons_name',
  'hal_domains', 'hal_sid',
] as const; // prettier-ignore
// Filled per event, from its status, mime, domain and consulted collection.
const EVENT_FIELDS = [
  'hal_redirection', 'hal_fulltext', 'hal_consult_collection_sid', 'hal_endpoint_portail',
  'hal_endpoint_portail_sid', 'hal_redirect_portail', 'hal_redirect_portail_sid',
] as const; // prettier-ignore
/** Key of HAL's portal list (`ref/instance`) in the cache, beside the documents' identifiers. */
export const HAL_PORTALS_KEY = 'ref/instance';
// HTTP statuses after which the reference counts a HAL hit as a redirection between portals.
const REDIRECTS = new Set(['301', '302', '304']);

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

/**
 * One document of HAL, its versions merged: the online version's docid and deposit portal,
 * every version's stamps (collection id and code kept in pairs, so a code finds its id).
 */
interface HalDocument {
  docid: string;
  halId: string;
  title: string | undefined;
  sid: string | undefined;
  collections: Map<string, string>;
  domains: string[];
}

/** The document's stamps, id to code, in the order HAL gives them. */
function stampsOf(doc: Record<string, unknown>, into = new Map<string, string>()) {
  const codes = texts(doc.collCode_s);
  texts(doc.collId_i).forEach((id, index) => {
    if (!into.has(id)) {
      into.set(id, codes[index] ?? '');
    }
  });
  return into;
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
        known.sid = asText(doc.sid_i) ?? known.sid;
      }
      stampsOf(doc, known.collections);
      continue;
    }
    byHalId.set(halId, {
      docid,
      halId,
      title: texts(doc.title_s)[0],
      sid: asText(doc.sid_i),
      collections: stampsOf(doc),
      domains: texts(doc.domain_s),
    });
  }
  return byHalId;
}

/** A portal's host (`https://hal.science/` → `hal.science`), the form events' domains have. */
function hostOf(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/.*$/, '')
    .toLowerCase();
}

/**
 * HAL's portals (`ref/instance/?wantDeprecated=true`, every portal, closed ones included), as a
 * two-way table: `sid:<id>` → host and `host:<host>` → id.
 */
async function fetchPortals(base: string, client: ServiceClient): Promise<Record<string, string>> {
  const url = new URL('ref/instance/', base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('wantDeprecated', 'true');
  url.searchParams.set('wt', 'json');
  // An empty table would be cached for a whole TTL: an answer without a list is a failure.
  const answer = await client.getJson(url, { check: listAt('response', 'docs') });
  if (answer === undefined) {
    throw new Error('HAL ref/instance is not found (404)');
  }
  const docs = asObject(asObject(answer)?.response)?.docs;
  const table: Record<string, string> = {};
  for (const portal of asObjects(docs)) {
    const id = asText(portal.id);
    const host = hostOf(asText(portal.url) ?? '');
    if (id && host) {
      table[`sid:${id}`] = host;
      table[`host:${host}`] = id;
    }
  }
  return table;
}

/** The fields a HAL document gives every event that consults it. */
function recordOf(document: HalDocument): Record<string, string> {
  return compactRecord({
    hal_docid: document.docid,
    hal_identifiant: document.halId,
    publication_title: document.title,
    hal_tampons: [...document.collections.keys()].join(','),
    hal_tampons_name: [...document.collections.values()].join(','),
    hal_domains: document.domains.join(','),
    hal_sid: document.sid,
  });
}

/**
 * One query of the `search` core: `rows` twice the identifiers asked, since a document has one
 * row per version.
 */
async function searchDocs(
  base: string,
  q: string,
  fields: string,
  asked: number,
  client: ServiceClient,
): Promise<Record<string, unknown>[]> {
  const url = new URL('search/', base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('q', q);
  url.searchParams.set('fl', fields);
  url.searchParams.set('rows', String(asked * 2));
  url.searchParams.set('wt', 'json');
  const body = asObject(await client.getJson(url, { check: listAt('response', 'docs') }));
  return asObjects(asObject(body?.response)?.docs);
}

/** The id of a collection the document is stamped by, from its code (case-insensitive). */
function collectionSid(record: Readonly<Record<string, string>>, code: string) {
  const ids = (record.hal_tampons ?? '').split(',');
  const codes = (record.hal_tampons_name ?? '').split(',');
  const index = codes.findIndex((candidate) => candidate.toUpperCase() === code.toUpperCase());
  const id = index < 0 ? undefined : ids[index];
  return id === '' ? undefined : id;
}

const isRedirection = (fields: Readonly<Record<string, string>>) =>
  fields.hal_redirection === 'true';

/**
 * HAL for events of the `hal` platform, by `hal_identifiant` (or `hal_docid` without one): one
 * Solr query `q=halId_s:(…) OR docid:(…)` on the `search` core per packet, `rows` twice the
 * packet since a document has one row per version. Every identifier and docid a document answers
 * for gets its record. As the reference, each event also gets `hal_redirection` (301/302/304)
 * and `hal_fulltext` (PDF); the consulted collection's id comes from the document's stamps; the
 * portals (deposit, consulted, redirected from) come from HAL's portal list, asked once per job
 * and cached; a redirection between portals with no collection consulted is dropped
 * (`filtered-ecs`), as the reference does.
 */
export function createHalEnricher(options: HalOptions = {}): EnricherDefinition {
  const base = options.baseUrl ?? HAL_BASE_URL;
  return {
    name: 'hal',
    outputFields: [...RECORD_FIELDS, ...EVENT_FIELDS],
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
    annotate(fields) {
      // As the reference: a 301/302/304 is a redirection, a PDF a full text.
      fields.hal_redirection ||= String(REDIRECTS.has(fields.status ?? ''));
      fields.hal_fulltext ||= String(fields.mime === 'PDF');
    },
    irrelevant(fields, record, table) {
      // A redirection from the portal the document was deposited in to another portal says
      // nothing of the consultation unless a collection was consulted: the reference drops it.
      const deposit = record.hal_sid;
      const here = table[`host:${(fields.domain ?? '').toLowerCase()}`];
      return isRedirection(fields) && !fields.hal_consult_collection && deposit && here === deposit
        ? 'portal-to-portal-redirection'
        : undefined;
    },
    complete(fields, record, table) {
      const filled: Record<string, string | undefined> = {};
      if (fields.hal_consult_collection) {
        filled.hal_consult_collection_sid = collectionSid(record, fields.hal_consult_collection);
      }
      const deposit = record.hal_sid;
      const domain = (fields.domain ?? '').toLowerCase();
      if (deposit) {
        const here = domain ? table[`host:${domain}`] : undefined;
        if (isRedirection(fields)) {
          // Redirected from the consulted portal to the one that holds the document.
          filled.hal_endpoint_portail_sid = deposit;
          filled.hal_endpoint_portail = table[`sid:${deposit}`];
          filled.hal_redirect_portail_sid = here;
          filled.hal_redirect_portail = domain || undefined;
        } else {
          filled.hal_endpoint_portail_sid = here;
          filled.hal_endpoint_portail = domain || undefined;
        }
      }
      let any = false;
      for (const [field, value] of Object.entries(filled)) {
        if (value && !fields[field]) {
          fields[field] = value;
          any = true;
        }
      }
      return any;
    },
    table: {
      key: HAL_PORTALS_KEY,
      wants: (fields) => fields.platform === 'hal' && Boolean(fields.domain),
      fetch: (client) => fetchPortals(base, client),
    },
    async fetchPacket(keys, client) {
      const identifiants = keys.filter((key) => !DOCID.test(key));
      const docids = keys.filter((key) => DOCID.test(key));
      const clauses = [
        ...(identifiants.length ? [`halId_s:(${identifiants.join(' OR ')})`] : []),
        ...(docids.length ? [`docid:(${docids.join(' OR ')})`] : []),
      ];
      const docs = await searchDocs(base, clauses.join(' OR '), SOLR_FIELDS, keys.length, client);
      const documents = mergeVersions(docs);
      const wanted = new Set(keys);
      const answers = new Map<string, Record<string, string>>();
      // Each version's row answers for its own docid and for the document's identifiant.
      for (const doc of docs) {
        const document = documents.get(asText(doc.halId_s) ?? '');
        if (!document) {
          continue;
        }
        for (const key of [document.halId, asText(doc.docid) ?? '']) {
          if (wanted.has(key)) {
            answers.set(key, recordOf(document));
          }
        }
      }
      // As the reference: an identifiant HAL no longer has may have been merged into another
      // document, which lists it in `halIdSameAs_s` (one query for the packet's unknown ones).
      const unknown = identifiants.filter((identifiant) => !answers.has(identifiant));
      if (unknown.length > 0) {
        const merged = await searchDocs(
          base,
          `halIdSameAs_s:(${unknown.join(' OR ')})`,
          `${SOLR_FIELDS},halIdSameAs_s`,
          unknown.length,
          client,
        );
        const mergedDocuments = mergeVersions(merged);
        for (const doc of merged) {
          const document = mergedDocuments.get(asText(doc.halId_s) ?? '');
          for (const old of texts(doc.halIdSameAs_s)) {
            const key = IDENTIFIANT.exec(old)?.[1];
            if (document && key !== undefined && unknown.includes(key)) {
              answers.set(key, recordOf(document));
            }
          }
        }
      }
      return answers;
    },
  };
}
