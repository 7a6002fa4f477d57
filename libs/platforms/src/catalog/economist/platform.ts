import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'economist',
  longName: 'The Economist',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fce9ab4a408b3328df0aa67',
  status: 'beta',
  domains: ['www.economist.com'],
  rules: [
    // Articles: /<section>/<yyyy>/<mm>/<dd>/<slug>; the whole path is the unitid.
    {
      path: /^\/(?<id>[a-z0-9-]+\/[0-9]{4}\/[0-9]{2}\/[0-9]{2}\/[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
