import { definePlatform } from '../../rules/index.js';

// /<site id>/… per subscribing campus.
export default definePlatform({
  name: 'swank',
  longName: 'Swank Digital',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fa98c21c1b6de15c6199480',
  status: 'beta',
  domains: ['digitalcampus.swankmp.net'],
  rules: [
    {
      path: /^\/[a-z0-9]+\/play\/(?<id>[0-9A-F]+)\/?$/i,
      fields: { rtype: 'VIDEO', mime: 'MISC', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/[a-z0-9]+\/(?:category|search)(?:\/.*)?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
