import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'cf',
  longName: 'Chemische Feitelijkheden',
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
