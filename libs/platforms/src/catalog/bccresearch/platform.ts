import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bccresearch',
  longName: 'BCC Research',
  docUrl: 'http://ang.couperin.org/platforms/5dfbde0f67431989ba5e79e0',
  status: 'active',
  domains: [
    'www.bccresearch.com',
    'bccresearch.com',
    'blog.bccresearch.com',
    'info.bccresearch.com',
  ],
  rules: [
    // Report pages (abstract and purchase options) and their listings.
    {
      path: /^\/(?:partners|market-research)\/[^/]+\/(?<id>[^/]+)\.html$/i,
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/(?:partners|market-research)(?:\/[^/.]+)?\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'MISC' },
    },
    {
      host: 'blog.bccresearch.com',
      path: /^\/(?<id>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
