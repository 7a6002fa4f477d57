import { definePlatform, has, issueFields, pick } from '../../rules/index.js';

const ISSN = '(?<issn>[0-9]{4}-[0-9]{3}[0-9x])';
const journalHost = '{url.hostname}';

// The hosts of the journals come from the reference's knowledge base (manifest "pkb-domains"), so
// the manifest itself declares none; the ones met in the reference tables are listed as facts. Three shapes: www.biomedcentral.com/<issn>/…, the journal
// sites' own /content/… paths (named by their host), and <journal>.biomedcentral.com/articles/<DOI>.
export default definePlatform({
  name: 'bmc',
  longName: 'Biomed Central',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5408d60178b6f35e1a6dfa67',
  publisherName: 'Biomed Central',
  status: 'stable',
  domains: [],
  // The reference's `pkb-domains`: hosts also come from this knowledge-base column.
  pkbDomainColumn: 'pkb-piddomain',
  // Hosts seen in the reference tables; a loaded knowledge base adds the others.
  pkbDomains: [
    'www.biomedcentral.com',
    'bmcbiol.biomedcentral.com',
    'bmcgenomics.biomedcentral.com',
    'www.biomarkerres.org',
    'respiratory-research.com',
    'ccforum.com',
    'stemcellres.com',
  ],
  rules: [
    {
      host: 'www.biomedcentral.com',
      path: new RegExp(`^/content/pdf/(?<id>${ISSN}-(?<vol>[0-9]+)-(?<issue>[0-9]+))\\.pdf$`, 'i'),
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        doi: '10.1186/{id}',
        vol: '{vol}',
        issue: '{issue}',
        print_identifier: '{issn}',
        unitid: '{id}',
      },
    },
    {
      host: 'www.biomedcentral.com',
      path: new RegExp(
        `^/(?<id>${ISSN}/(?<vol>[0-9]+)/(?:(?<issue>[0-9]+)|[^/]+/[^/]+))(?<abs>/abstract)?/?$`,
        'i',
      ),
      fields: {
        rtype: pick(has('{abs}'), 'ABS', 'ARTICLE'),
        mime: 'HTML',
        vol: '{vol}',
        issue: '{issue}',
        print_identifier: '{issn}',
        unitid: '{id}',
      },
    },
    {
      host: /^(?<code>[a-z0-9-]+)\.biomedcentral\.com/i,
      path: /^\/articles\/?$/i,
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{code}' },
    },
    {
      host: /^(?<code>[a-z0-9-]+)\.biomedcentral\.com/i,
      path: /^\/(?:articles|track\/(?<pdf>pdf))\/(?<doi>10\.[0-9]{4,9}\/(?<suffix>[^/]+))\/?$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: pick(has('{pdf}'), 'PDF', 'HTML'),
        title_id: '{code}',
        doi: '{doi}',
        unitid: '{suffix}',
      },
    },
    {
      path: new RegExp(`^/content/pdf/(?<id>(?:${ISSN}-(?<vol>[0-9]+)-)?[^/]+?)\\.pdf$`, 'i'),
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        title_id: journalHost,
        doi: '10.1186/{id}',
        vol: '{vol}',
        print_identifier: '{issn}',
        unitid: `${journalHost}/{id}`,
      },
    },
    // Supplements (/content/<vol>/S<n>/<id>) name no issue nor page.
    {
      path: /^\/content\/(?<id>(?<vol>[0-9]+)\/(?:(?<issue>[0-9]+)\/(?<page>[0-9]+)|[^/]+\/[^/]+))(?<abs>\/abstract)?\/?$/i,
      fields: {
        ...issueFields(pick(has('{abs}'), 'ABS', 'ARTICLE'), 'HTML', `${journalHost}/{id}`, {
          code: journalHost,
        }),
        first_page: '{page}',
      },
    },
  ],
});
