import { definePlatform } from '../../rules/index.js';

// A single-page catalogue: what is shown is in the hash route (#/Detail/…, #/Search/…).
export default definePlatform({
  name: 'bod',
  longName: 'Biblioondemand',
  docUrl: 'https://analyses.ezpaarse.org/platforms/68b1abed9ac8402bb22ee047',
  status: 'beta',
  domains: ['www.biblioondemand.com'],
  rules: [
    {
      path: /^\/+(?:Default\/)?search\.aspx$/i,
      hash: /^#\/Detail\//i,
      fields: { rtype: 'TOC', mime: 'HTML' },
    },
    {
      path: /^\/+(?:Default\/)?search\.aspx$/i,
      hash: /^#\/Search\//i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
