import { definePlatform } from '../../rules/index.js';

// A single-page app: routes and parameters live in the hash.
export default definePlatform({
  name: 'wp',
  longName: 'Webpat',
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
