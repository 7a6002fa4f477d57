import { definePlatform, equals, pick, titleToc } from '../../rules/index.js';

// Oxford online-reference grammar: /view/<book DOI>/med-<ISBN>-<part>.
export default definePlatform({
  name: 'amamanual',
  longName: 'AMA Manual of Style',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'beta',
  domains: ['www.amamanualofstyle.com', 'amamanualofstyle.com'],
  rules: [
    { path: /^\/(?:search|browse)\/?$/i, fields: { rtype: 'SEARCH', mime: 'MISC' } },
    {
      path: /^\/oso\/search:downloadsearchresultaspdf$/i,
      fields: { rtype: 'SEARCH', mime: 'PDF' },
    },
    {
      path: /^\/page\/(?<slug>[^/]+)\/?$/i,
      fields: titleToc('{slug}'),
    },
    {
      path: /^\/view\/(?<doi>10\.[0-9]{4,9}\/[a-z]+\/(?<isbn>97[89][0-9]{10})\.[0-9]+\.[0-9]+)\/med-[0-9]+-(?<part>chapter|div[0-9]*)-[0-9]+$/i,
      fields: {
        rtype: pick(equals('{part}', 'chapter'), 'TOC', 'RECORD_VIEW'),
        mime: pick(equals('{q.print}', 'pdf'), 'PDF', 'HTML'),
        print_identifier: '{isbn}',
        doi: '{doi}',
        unitid: '{doi}',
        title_id: '{doi}',
      },
    },
    {
      path: /^\/fileasset\/files\/[^/]+\/(?<name>[^/]+)\.pdf$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'PDF', title_id: '{name}', unitid: '{name}' },
    },
  ],
});
