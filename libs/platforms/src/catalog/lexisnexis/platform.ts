import { definePlatform, lookup } from '../../rules/index.js';

export default definePlatform({
  name: 'lexisnexis',
  longName: 'Lexisnexis Jurisclasseur',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54106ab65289ee1461720c5c',
  publisherName: 'Lexisnexis',
  status: 'stable',
  domains: ['www.lexisnexis.com', 'www.lexis-nexis.com', 'lexisnexis.com', 'lexis.com'],
  rules: [
    // Legacy lexisnexis.com/<country>/<product>/… actions.
    {
      path: /^\/[a-z]{2}\/[a-z]+\/results\/(?:docview\/docview|enhdocview)\.do$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{q.risb}', title_id: '{q.risb}' },
    },
    {
      path: /^\/[a-z]{2}\/[a-z]+\/results\/renderTocBrowse\.do$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{q.sourceId}' },
    },
    {
      path: /^\/[a-z]{2}\/[a-z]+\/results\/tocBrowseNodeClick\.do$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{q.tocCSI}' },
    },
    {
      path: /^\/[a-z]{2}\/[a-z]+\/search\/[a-z]*submitForm\.do$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    // Lexis Advance / Lexis+ delivery: print = PDF, download = HTML; a TOC-browse delivers a TOC.
    {
      path: /^(?:\/[a-z]{2})?\/r\/delivery\/content\/(?<id>[0-9]+)\/(?<action>download|print)\/[0-9]+\/(?<what>[^/]+)\//i,
      fields: {
        rtype: lookup('{what}', { 'multi:TOC-browse': 'TOC' }, 'ARTICLE'),
        mime: lookup('{action}', { print: 'PDF' }, 'HTML'),
        unitid: '{id}',
      },
    },
  ],
});
