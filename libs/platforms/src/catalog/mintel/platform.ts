import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'mintel',
  longName: 'Mintel',
  docUrl: 'http://analyses.ezpaarse.org/platforms/mintel/',
  status: 'stable',
  domains: [
    'academic.mintel.com',
    'clients.mintel.com',
    'reports.mintel.com',
    'data.mintel.com',
    'marketsizes.mintel.com',
    'store.mintel.com',
    'help.mintel.com',
  ],
  rules: [
    {
      path: /^\/display\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'REPORT', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/content\/report\/(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'REPORT', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/article\/(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/(?:data|databook)\/(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'DATASET', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/trends\/?$/i, fields: { rtype: 'ANALYSIS', mime: 'HTML' } },
    // Help centre articles: /<lang>/articles/<n>-<slug>
    {
      path: /^\/[a-z]{2}\/articles\/(?<id>[0-9]+)-(?<slug>[^/]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}', title_id: '{slug}' },
    },
    {
      path: /^\/$/,
      query: { freetext: true },
      fields: {
        rtype: 'SEARCH',
        mime: 'HTML',
        content_type: '{q.contentType}',
        query: '{q.freetext}',
      },
    },
    { path: /^\/(?:[a-z]{2}\/?)?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
  ],
});
