import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'cf',
  longName: 'Chemische Feitelijkheden',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fedf67e9dd5ab25b6b743c0',
  status: 'beta',
  domains: ['www.chemischefeitelijkheden.nl'],
  rules: [
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/artikelen\/(?<id>[^/]+)$/i,
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/files\/(?<id>[0-9a-f]{32})\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
