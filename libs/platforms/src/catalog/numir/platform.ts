import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'numir',
  longName:
    'Monographies Numérisées des bibliothèques Mathématiques Informatique Recherche des Universités Paris Diderot et Pierre et Marie Curie',
  docUrl: 'http://analyses.ezpaarse.org/platforms/56bcb1a83b18b58a496ae54f',
  status: 'beta',
  domains: ['www.numir.org'],
  rules: [
    {
      path: /^\/articles\/articles\.php$/i,
      query: { id: /^(?<id>[0-9]+)$/, cat: /^(?<cat>[0-9]+)$/ },
      fields: { rtype: 'BOOK', mime: 'PDFPLUS', title_id: '{id}', unitid: '{cat}' },
    },
  ],
});
