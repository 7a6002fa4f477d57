import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'socio',
  longName: 'Sociometrics',
  docUrl: 'http://ang.couperin.org/platforms/5d6ebf6d83e01d03c3ac5cab',
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
