import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'nr',
  longName: 'Netter Reference',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6112c18dc61eda3288622ae6',
  status: 'beta',
  domains: ['netterreference.com'],
  rules: [
    {
      path: /^\/content\/[^/]+\/index\.php$/i,
      query: { task: 'search' },
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    { path: /^\/ELSEVIER\/a\/advancesearch-action\//i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    { path: /^\/ELSEVIER\/[^/]+\/b\/medialibrary\//i, fields: { rtype: 'BOOK', mime: 'HTML' } },
  ],
});
