import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'nfbc',
  longName: 'National Film Board of Canada',
  status: 'beta',
  domains: ['www.nfb.ca'],
  rules: [
    {
      path: /^\/(?:film|series)\/(?<slug>[a-z0-9_-]+)\/?$/i,
      fields: { rtype: 'VIDEO', mime: 'HTML', title_id: '{slug}', unitid: '{slug}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
