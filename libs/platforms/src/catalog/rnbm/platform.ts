import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'rnbm',
  longName: 'Licence RNBM',
  docUrl: 'https://analyses.ezpaarse.org/platforms/67e55461addb102e0b1faa06',
  status: 'beta',
  domains: ['licence.rnbm.org'],
  rules: [
    { path: /^\/trouver\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/news\/(?<id>(?<y>[0-9]{4})(?<m>[0-9]{2})(?<d>[0-9]{2}))\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', publication_date: '{y}-{m}-{d}', unitid: '{id}' },
    },
    {
      path: /^\/mot-cle\/(?<tag>[^/]+)\/?$/i,
      fields: { rtype: 'FACETED_SEARCH', mime: 'HTML', unitid: '{tag}' },
    },
  ],
});
