import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'nr',
  longName: 'Netter Reference',
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
