/**
 * HAL, Sudoc and ISTEX answers of the fake services, in the shapes of their public API
 * documentation: HAL's Solr `search` core (`response.docs`, one row per version) and its
 * `ref/instance` portal list (`response.docs` of `{id, code, name, url}`), the ABES
 * micro web services (`sudoc.query.result.ppn`, 404 when nothing is known) and ISTEX's
 * `/document/` search (`hits`).
 */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

const HAL_ID = /halId_s:\(([^)]*)\)/;
const HAL_SAME_AS = /halIdSameAs_s:\(([^)]*)\)/;
/**
 * Identifiants HAL merged into another document (old → the one that answers for it now): the
 * search core no longer finds them by `halId_s`, only by `halIdSameAs_s`.
 */
export const FAKE_HAL_MERGED: Readonly<Record<string, string>> = { 'hal-00000077': 'hal-00000012' };
const HAL_DOCID = /docid:\(([^)]*)\)/;
/** Docid of a HAL document's older version: the fake gives every document two versions. */
export const olderHalDocid = (docid: string) => String(Number(docid) + 1_000_000);

function halVersions(identifiant: string) {
  const docid = identifiant.replace(/^\D+/, '');
  const merged = Object.keys(FAKE_HAL_MERGED).filter((old) => FAKE_HAL_MERGED[old] === identifiant);
  const common = {
    halId_s: identifiant,
    ...(merged.length > 0 ? { halIdSameAs_s: merged } : {}),
    title_s: [`HAL work ${identifiant}`],
    domain_s: ['1.shs', '1.shs.hist'],
    sid_i: 42,
  };
  return [
    {
      ...common,
      docid: Number(olderHalDocid(docid)),
      status_i: 0,
      collId_i: [1],
      collCode_s: ['OLD'],
    },
    { ...common, docid: Number(docid), status_i: 11, collId_i: [1, 2], collCode_s: ['OLD', 'NEW'] },
  ];
}

/** `/hal/search/?q=halId_s:(a OR b) OR docid:(1 OR 2)&wt=json`. */
export function halRoute(url: URL, knows: (id: string) => boolean): FakeAnswer {
  const q = url.searchParams.get('q') ?? '';
  const list = (match: RegExpExecArray | null) =>
    (match?.[1] ?? '')
      .split(' OR ')
      .map((item) => item.trim())
      .filter(Boolean);
  const identifiants = new Set(list(HAL_ID.exec(q)).filter(knows));
  for (const docid of list(HAL_DOCID.exec(q))) {
    if (knows(`hal-${docid}`)) {
      identifiants.add(`hal-${docid.padStart(8, '0')}`);
    }
  }
  for (const old of list(HAL_SAME_AS.exec(q))) {
    const current = FAKE_HAL_MERGED[old];
    if (current !== undefined && knows(current)) {
      identifiants.add(current);
    }
  }
  const docs = [...identifiants].flatMap(halVersions);
  return { status: 200, body: { response: { numFound: docs.length, start: 0, docs } } };
}

/** Portals of the fake HAL: documents are deposited in `hal.science` (sid 42). */
export const FAKE_HAL_PORTALS = [
  { id: 42, code: 'hal', name: 'HAL - Archives ouvertes', url: 'https://hal.science' },
  { id: 7, code: 'univ-test', name: 'Université de Test', url: 'https://univ-test.hal.science' },
];

/** `/hal/ref/instance/?wantDeprecated=true&wt=json`: HAL's portal list (closed ones on request). */
export function halPortalsRoute(url: URL): FakeAnswer {
  const closed = { id: 3, code: 'old', name: 'Closed portal', url: 'https://old.hal.science' };
  const docs =
    url.searchParams.get('wantDeprecated') === 'true'
      ? [...FAKE_HAL_PORTALS, closed]
      : FAKE_HAL_PORTALS;
  return { status: 200, body: { response: { numFound: docs.length, start: 0, docs } } };
}

/** The fake's PPN for an identifier. */
export const fakePpnOf = (id: string) => `0${id.replace(/\D/g, '').slice(0, 8)}`;

/** `/sudoc/issn2ppn/a,b&format=text/json` (and `isbn2ppn`). */
export function sudocRoute(service: string, rest: string, knows: (id: string) => boolean) {
  const idName = service === 'issn2ppn' ? 'issn' : service === 'isbn2ppn' ? 'isbn' : undefined;
  const [ids = '', format] = decodeURIComponent(rest).split('&format=');
  if (!idName || format !== 'text/json') {
    return { status: 400, body: { error: 'unsupported service or format' } };
  }
  const queries = ids
    .split(',')
    .filter(knows)
    .map((id) => ({
      query: {
        [idName]: id,
        // An ISBN nobody holds comes back under resultNoHolding, as the service does.
        ...(idName === 'isbn'
          ? { resultNoHolding: { ppn: fakePpnOf(id) } }
          : { result: [{ ppn: fakePpnOf(id) }, { ppn: '999999999' }] }),
      },
    }));
  if (queries.length === 0) {
    return { status: 404, body: { error: 'no result' } };
  }
  return { status: 200, body: { sudoc: queries.length === 1 ? queries[0] : queries } };
}

const CLAUSE = /([\w.]+):"((?:[^"\\]|\\.)*)"/g;

/** `/istex/document/?q=id:"…" OR ark:"…" OR doi.raw:"…" OR pii:"…"&output=…`. */
export function istexRoute(url: URL, knows: (id: string) => boolean): FakeAnswer {
  const q = url.searchParams.get('q') ?? '';
  const hits = [...q.matchAll(CLAUSE)]
    .map(([, field, value = '']) => ({ field, value: value.replace(/\\(.)/g, '$1') }))
    .filter(({ value }) => knows(value))
    .map(({ field, value }) => {
      const seed = value.replace(/[^0-9A-Za-z]/g, '').slice(-6);
      return {
        id: field === 'id' ? value : seed.padStart(40, '0'),
        ark: [field === 'ark' ? value : `ark:/67375/FAKE-${seed}`],
        doi: [field === 'doi.raw' ? value : `10.1016/fake.${seed}`],
        ...(field === 'pii' ? { pii: [value] } : {}),
        corpusName: value.includes('eebo') ? 'eebo' : 'elsevier',
        host: {
          title: 'Istex Journal',
          issn: ['0001-0002'],
          eissn: ['0003-0004'],
          subject: [{ value: 'Medicine' }],
        },
        publicationDate: '1999',
        genre: ['research-article'],
        language: ['eng'],
        // The fake's eebo documents are free to read, the others subscribed.
        accessCondition: value.includes('eebo')
          ? { value: 'open access', contentType: 'open-access' }
          : { value: 'restricted', contentType: 'subscription' },
      };
    });
  return { status: 200, body: { total: hits.length, hits } };
}
