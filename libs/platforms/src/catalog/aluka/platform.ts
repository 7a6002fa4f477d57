import { definePlatform, doiItem } from '../../rules/index.js';

// JSTOR-style stable URLs: /stable/[pdf/]<DOI>
// TODO(#10): move to the jstor-like family.
export default definePlatform({
  name: 'aluka',
  longName: 'JSTOR ALUKA',
  status: 'beta',
  domains: ['www.aluka.org'],
  rules: [
    { path: /^\/[a-z]+\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/stable\/pdf\/(?<doi>10\.[0-9]{4,9}\/(?<suffix>[^/]+))$/i,
      fields: doiItem('ARTICLE', 'PDF'),
    },
    {
      path: /^\/stable\/(?<doi>10\.[0-9]{4,9}\/(?<suffix>[^/]+))$/i,
      fields: doiItem('RECORD_VIEW', 'HTML'),
    },
  ],
});
