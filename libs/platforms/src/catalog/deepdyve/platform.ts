import { definePlatform, extract } from '../../rules/index.js';

// DeepDyve rental links embedded in publishers' pages: the publisher (affiliateId) decides the
// platform the reference reports, and access is never granted by the link itself.
const DOC = { docId: /^(?<doi>10\.[0-9]{4,9}\/(?<suffix>.+))$/ };
const journalIssn = extract('{q.journal}', /^[0-9]{4}-[0-9]{3}[0-9x]$/i);
const rental = { _granted: 'false', mime: 'DEEPDYVE', doi: '{doi}', unitid: '{doi}' };

export default definePlatform({
  name: 'deepdyve',
  longName: 'DeepDyve',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53f314a31fe875455b23c1eb',
  status: 'stable',
  domains: ['www.deepdyve.com'],
  rules: [
    {
      path: /^\/rental-link$/i,
      query: { ...DOC, affiliateId: 'wiley' },
      when: (ctx) => /^97[89][0-9]{10}\./.test(ctx.capture('suffix') ?? ''),
      fields: {
        ...rental,
        platform: 'wiley',
        rtype: 'BOOK_SECTION',
        title_id: extract('{suffix}', /^97[89][0-9]{10}/),
        print_identifier: extract('{suffix}', /^97[89][0-9]{10}/),
      },
    },
    {
      path: /^\/rental-link$/i,
      query: { ...DOC, affiliateId: 'wiley' },
      fields: {
        ...rental,
        platform: 'wiley',
        rtype: 'TOC',
        title_id: extract('{suffix}', /^(?<code>[a-z]+)\./i, 'code'),
        print_identifier: journalIssn,
      },
    },
    {
      path: /^\/rental-link$/i,
      query: { ...DOC, affiliateId: 'nature' },
      fields: {
        ...rental,
        platform: 'npg',
        rtype: 'ARTICLE',
        title_id: extract('{suffix}', /^[a-z]+/i),
        print_identifier: journalIssn,
      },
    },
  ],
});
