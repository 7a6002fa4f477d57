import { definePlatform } from '../../rules/index.js';

// A single-page app: routes and parameters live in the hash.
export default definePlatform({
  name: 'wp',
  longName: 'Webpat',
  docUrl: 'http://analyses.ezpaarse.org/platforms/653687a7209008e78ca0db1c',
  status: 'beta',
  domains: ['webpat.tw'],
  rules: [
    { path: /^\/?$/, hash: /^#\/search-result/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/Home\/Detail\/?$/i,
      hash: /[?&]esId=(?<id>[^&]+)/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
