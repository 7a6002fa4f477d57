import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'socio',
  longName: 'Sociometrics',
  status: 'stable',
  domains: ['www.socio.com', 'socio.com'],
  rules: [
    {
      path: /^\/products\/(?<id>[^/]+\/contents\/.+)$/i,
      fields: { rtype: 'SUPPL', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^\/products\/(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/products\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
