import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'dallozbib',
  longName: 'Dalloz',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5409b02c82ed5373d75a67ff',
  publisherName: 'Dalloz Bibliotheque',
  status: 'stable',
  domains: [
    'www.dalloz-bibliotheque.fr',
    'bibliotheque.lefebvre-dalloz.fr',
    'dallozbndpro-pvgpsla6.dalloz-bibliotheque.fr',
    'pressview5-bnd.immanens.com',
  ],
  rules: [
    // Legacy library: /bibliotheque/<Title>-<id>.htm (the title may contain slashes).
    {
      path: /^\/bibliotheque\/(?<book>.+-[0-9]+)\.htm$/i,
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{book}', unitid: '{book}' },
    },
    // Page viewer (immanens pressview): a publication code and a page number.
    {
      path: /^\/[a-z]{2}\/pvpage2?\.asp$/i,
      query: { puc: /^(?<puc>[0-9]+)$/, nu: /^(?<nu>[0-9]+)$/ },
      fields: {
        rtype: 'BOOK',
        mime: 'PDF',
        title_id: 'puc:{puc}-nu:{nu}',
        unitid: 'puc:{puc}-nu:{nu}',
      },
    },
    // Lefebvre Dalloz library: /ouvrage/<collection>/<slug>_<ISBN-13>.
    {
      path: /^\/ouvrage\/[^/]+\/[^/]*_(?<isbn>97[89][0-9]{10})\/?$/i,
      fields: { rtype: 'BOOK', mime: 'HTML', online_identifier: '{isbn}', unitid: '{isbn}' },
    },
    { path: /^\/recherche\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
