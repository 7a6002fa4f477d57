import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'lfg',
  longName: 'Le Figaro',
  docUrl: 'http://analyses.ezpaarse.org/platforms/623db6e250cc4d20758ad144',
  status: 'beta',
  domains: ['www.lefigaro.fr', 'recherche.lefigaro.fr', 'kiosque.lefigaro.fr'],
  rules: [
    // Articles end with their date: /<section>[/<sub>]/<slug>-<yyyymmdd>
    {
      path: /^\/(?:[a-z0-9-]+\/)+(?<id>[a-z0-9-]+-[0-9]{8})(?:\.php)?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/reader\/[0-9a-f-]+$/i,
      query: { origin: /^(?<id>\/catalog\/.*\/(?<date>[0-9]{4}-[0-9]{2}-[0-9]{2}))$/ },
      fields: { rtype: 'ISSUE', mime: 'HTML', publication_date: '{date}', unitid: '{id}' },
    },
    { path: /^\/recherche\//i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
