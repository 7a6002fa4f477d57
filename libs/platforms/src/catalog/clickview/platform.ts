import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'clickview',
  longName: 'clickview',
  docUrl: 'https://analyses.ezpaarse.org/platforms/6a33463f119cc74b49dd4905',
  status: 'beta',
  domains: ['www.clickview.net'],
  rules: [
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/[a-z]+\/topics\/(?<id>[a-z0-9]+\/[^/]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/[a-z]+\/videos\/(?<id>[0-9]+\/(?<slug>[^/]+))\/?$/i,
      fields: { rtype: 'VIDEO', mime: 'MISC', title_id: '{slug}', unitid: '{id}' },
    },
  ],
});
