import { definePlatform } from '../../rules/index.js';

const RECORD = /^(?<id>L[0-9]+)$/i;

export default definePlatform({
  name: 'emb',
  longName: 'Embase',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5a14420c66ebb553abd43b7a',
  status: 'beta',
  domains: ['www.embase.com'],
  rules: [
    {
      path: /^\/search\/results$/i,
      query: { subaction: 'viewrecord', id: RECORD },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/records\/?$/i,
      query: { id: RECORD },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/rest\/searchresults\/results$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
