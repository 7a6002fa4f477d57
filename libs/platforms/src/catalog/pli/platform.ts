import { definePlatform, lookup, upper } from '../../rules/index.js';

// Details pages name the record in an escaped Solr filter: …~id~3A282B22~<id>~2229~, where the id
// suffix tells the kind: -CH<n> chapter, -TOC table of contents, -ATL<n> or none an article.
const PART_RTYPE = { CH: 'BOOK_SECTION', TOC: 'TOC' };

export default definePlatform({
  name: 'pli',
  longName: 'Plus Pli',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60510a9b06618f1bc4fd4874',
  status: 'beta',
  domains: ['plus.pli.edu'],
  rules: [
    { path: /^\/Search\/Result\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/Details\/download-file\/?$/i,
      query: { recordId: /^(?<id>[0-9]+(?:-[A-Z0-9]+)?)$/i },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/Details\/Details\/?$/i,
      search: /~id~3A282B22~[0-9]+(?:-(?<part>[A-Z]+)[0-9]*)?~2229~/i,
      fields: { rtype: lookup(upper('{part}'), PART_RTYPE, 'ARTICLE'), mime: 'HTML' },
    },
  ],
});
