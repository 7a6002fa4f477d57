import type { Fields, Rtype } from '../../rules/index.js';
import { compute, definePlatform, extract, issn } from '../../rules/index.js';

// ClinicalKey ids are Elsevier EIDs: <n>-s2.0-<PII>; the PII is S+ISSN (journals) or B+ISBN (books).
const EID = '(?<eid>[0-9]+-s2\\.0-(?:(?<pii>[A-Z][0-9X]+)|[0-9]+))';

// Registrant prefixes of Elsevier's book imprints, for hyphenating the ISBN of a book PII
// (ISBN hyphenation needs the agency range table; these cover the imprints ClinicalKey serves).
const ELSEVIER_ISBN_PREFIXES = [
  '978-0-12',
  '978-0-323',
  '978-0-443',
  '978-0-444',
  '978-0-7020',
  '978-0-7216',
  '978-0-7234',
  '978-0-08',
  '978-1-4160',
  '978-1-4377',
  '978-1-4557',
  '978-2-294',
  '978-3-437',
  '978-84-458',
  '978-84-9022',
  '978-84-9113',
  '978-88-214',
];

const hyphenatedIsbn = compute((ctx) => {
  const isbn = /^B(97[89][0-9]{9}[0-9X])/i.exec(ctx.capture('pii') ?? '')?.[1];
  if (isbn === undefined) return undefined;
  for (const prefix of ELSEVIER_ISBN_PREFIXES) {
    const digits = prefix.replaceAll('-', '');
    if (isbn.startsWith(digits)) {
      return `${prefix}-${isbn.slice(digits.length, 12)}-${isbn.slice(12)}`;
    }
  }
  return isbn;
}, 'pii');

const issnOfPii = issn(extract('{pii}', /^S(?<issn>[0-9]{7}[0-9X])/i, 'issn'));

function eidFields(rtype: Rtype): Fields {
  return {
    rtype,
    mime: 'HTML',
    pii: '{pii}',
    unitid: '{eid}',
    title_id: '{eid}',
    print_identifier: rtype === 'BOOK_SECTION' ? hyphenatedIsbn : issnOfPii,
  };
}

export default definePlatform({
  name: 'ck',
  longName: 'ClinicalKey',
  docUrl: 'http://analyses.ezpaarse.org/platforms/546615a3e045b7ad9d271db8',
  publisherName: 'Elsevier',
  status: 'active',
  domains: [
    'www.clinicalkey.com',
    'www.clinicalkey.es',
    'www.clinicalkey.com.au',
    'www.clinicalkey.jp',
  ],
  rules: [
    { path: /^\/ui\/service\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/ui\/service\/content\/html\/?$/i,
      query: { eid: new RegExp(`^${EID}$`) },
      fields: eidFields('ARTICLE'),
    },
    {
      path: new RegExp(`^/ui/service/content/ck/${EID}$`),
      fields: eidFields('RECORD_VIEW'),
    },
    {
      path: new RegExp(`^/(?:service/browse|[a-z]+/content/toc)/${EID}(?:/toc)?$`),
      fields: eidFields('TOC'),
    },
    {
      path: new RegExp(`^/[a-z]+/content/book/${EID}$`),
      fields: eidFields('BOOK_SECTION'),
    },
    // EMC (Encyclopédie Médico-Chirurgicale) treatises, addressed by ISSN.
    {
      path: /^\/[a-z]+\/content\/emc\/(?:articles|toc)\/(?<issn>[0-9]{7}[0-9X])(?:\/.*)?$/i,
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        unitid: '{issn}',
        title_id: '{issn}',
        print_identifier: issn('{issn}'),
      },
    },
  ],
});
