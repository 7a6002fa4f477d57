import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'uniworld',
  longName: 'UniWorld',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'beta',
  domains: ['www.uniworldonline.com', 'uniworldonline.com'],
  rules: [
    {
      path: /^\/user\/[0-9]+\/subscription\/[a-z]+\/[0-9]+\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'MISC' },
    },
    {
      path: /^\/historical-data\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', title_id: '{slug}', unitid: '{slug}' },
    },
    { path: /^\/historical-data\/?$/i, fields: { rtype: 'SEARCH', mime: 'MISC' } },
    {
      path: /^\/sites\/default\/files\/(?:.*\/)?(?<file>[^/]+\.[a-z0-9]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'MISC', title_id: '{file}', unitid: '{file}' },
    },
  ],
});
