import { definePlatform, titleToc } from '../../rules/index.js';

export default definePlatform({
  name: 'credo',
  longName: 'Credo Reference',
  docUrl: 'http://analyses.ezpaarse.org/platforms/555085b9fd48c0b9e0456e33',
  status: 'beta',
  domains: ['search.credoreference.com'],
  rules: [
    {
      path: /^\/content\/entry\/(?<id>(?<code>[a-z0-9]+)\/[^/]+\/[0-9]+)$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{code}', unitid: '{id}' },
    },
    {
      path: /^\/content\/title\/(?<code>[a-z0-9]+)$/i,
      query: { entry_id: /^(?<entry>[0-9]+)$/ },
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', title_id: '{code}', unitid: '{entry}' },
    },
    {
      path: /^\/content\/title\/(?<code>[a-z0-9]+)$/i,
      fields: titleToc(),
    },
    { path: /^\/content\/(?:browse|search)(?:\/.*)?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
