import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ab',
  longName: 'Archidat Bouwformatie',
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
