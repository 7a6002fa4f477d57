import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'lemoniteur',
  longName: 'Le Moniteur',
  docUrl: 'https://analyses.ezpaarse.org/platforms/698eee9ae3d427679b294835',
  status: 'beta',
  domains: ['www.lemoniteur.fr'],
  rules: [
    { path: /^\/rechercher\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/mes-magazines\/(?<id>[a-z0-9-]+\/(?<year>[0-9]{4}))\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', publication_date: '{year}', unitid: '{id}' },
    },
    // Articles: /<section>[/<sub>]/<slug>.<ID>.html
    {
      path: /^\/(?:[a-z0-9-]+\/)+[a-z0-9-]+\.(?<id>[A-Z0-9]{20,})\.html$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
