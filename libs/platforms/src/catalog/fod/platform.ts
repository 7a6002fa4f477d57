import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'fod',
  longName: 'Films on Demand',
  docUrl:
    'http://analyses.ezpaarse.org/platforms/5fcaa9451b7a2b6486e20ceb/analyses/5fcaa9ac76130073c97c993b',
  status: 'beta',
  domains: ['fod.infobase.com'],
  rules: [
    {
      path: /^\/p_ViewVideo\.aspx$/i,
      query: { xtid: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'VIDEO', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    { path: /^\/p_Collection\.aspx$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
    { path: /^\/p_Search\.aspx$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
