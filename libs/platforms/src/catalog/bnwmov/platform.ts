import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bnwmov',
  longName: 'Black and White Movies',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62c838a2f4d87132f6ec0a72',
  status: 'beta',
  domains: ['bnwmovies.com'],
  rules: [
    { path: /^\/?$/, query: { s: true }, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/(?<id>[a-z0-9-]+)\.html$/i,
      fields: { rtype: 'VIDEO', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
  ],
});
