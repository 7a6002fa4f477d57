import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'fc',
  longName: 'Fast Case',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fee2b3fb735db3cf3af1e85',
  status: 'beta',
  domains: ['fc7.fastcase.com'],
  rules: [
    {
      path: /^\/results\/?$/i,
      query: { docUid: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/results\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
