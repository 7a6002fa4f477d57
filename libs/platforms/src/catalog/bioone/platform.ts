import { atyponRules } from '../../rules/families/atypon.family.js';
import {
  definePlatform,
  doiItem,
  extract,
  firstOf,
  issueFields,
  issueToc,
} from '../../rules/index.js';

// Journal code at the head of a DOI suffix: `osj.12.35` → osj, `s11627-008-9148-8` → s11627.
const codeOfSuffix = firstOf(
  extract('{suffix}', /^[a-z]{2,}(?=\.[0-9])/i),
  extract('{suffix}', /^[a-z][0-9]+(?=-)/i),
);
// Wiley-era suffixes carry the ISSN: `j.1558-5646.2008.00529.x`.
const issnOfSuffix = extract('{suffix}', /^j\.(?<issn>[0-9]{4}-[0-9]{3}[0-9X])\./i, 'issn');
const DOI = '(?<doi>10\\.[0-9]{4,9}/(?<suffix>[^/]+?))';

export default definePlatform({
  name: 'bioone',
  longName: 'BioOne',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5408d40cb2ed56041af30ec2',
  publisherName: 'BioOne',
  status: 'stable',
  domains: ['www.bioone.org', 'bioone.org'],
  rules: [
    // BioOne Complete (since 2018): /journals/<Title>/volume-<v>/issue-<i>/<suffix>/<slug>/<DOI>.full|.short
    {
      path: new RegExp(
        `^/journals/(?<code>[^/]+)/volume-(?<vol>[^/]+)/issue-(?<issue>[^/]+)/[^/]+/[^/]+/${DOI}\\.(?<view>full|short)$`,
        'i',
      ),
      fields: {
        ...issueFields(
          (ctx) => (ctx.capture('view')?.toLowerCase() === 'short' ? 'ABS' : 'ARTICLE'),
          'HTML',
          '{suffix}',
        ),
        doi: '{doi}',
      },
    },
    {
      path: /^\/journals\/(?<code>[^/]+)\/volume-(?<vol>[^/]+)\/issue-(?<issue>[^/]+)\/?$/i,
      fields: issueToc(),
    },
    {
      path: /^\/journalArticle\/Download$/i,
      query: { fullDOI: new RegExp(`^${DOI}$`, 'i') },
      fields: doiItem('ARTICLE', 'PDF'),
    },
    // Atypon era (until 2018): abstracts carry no journal code.
    {
      path: new RegExp(`^/doi/abs/${DOI}/?$`, 'i'),
      fields: doiItem('ABS', 'HTML'),
    },
    ...atyponRules({
      issueTocFields: { vol: undefined, issue: undefined },
      doiFields: { title_id: codeOfSuffix, print_identifier: issnOfSuffix },
    }),
  ],
});
