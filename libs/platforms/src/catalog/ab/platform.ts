import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ab',
  longName: 'Archidat Bouwformatie',
  docUrl: 'http://analyses.ezpaarse.org/platforms/624def2477a10c33a53a7f64',
  status: 'beta',
  domains: ['www.bouwformatie.nl', 'bouwtechniek.bouwformatie.nl'],
  rules: [
    { path: /^\/zoeken\/[^/]*$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/(?<db>bouwnieuws|projecten)\/(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', db_id: '{db}', title_id: '{id}', unitid: '{id}' },
    },
  ],
});
