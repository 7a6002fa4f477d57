import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'warc',
  longName: 'Warc',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63406e62f757dc02a1a86e3b',
  status: 'beta',
  domains: ['www.warc.com'],
  rules: [
    {
      path: /^\/content\/article\/[^/]+\/(?<slug>[a-z0-9-]+)\/[0-9]+\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{slug}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
