import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'mims',
  longName: 'Mims Online',
  docUrl:
    'http://analyses.ezpaarse.org/platforms/5fa99007143e221341c2e096/analyses/5fa990d876130068d57c991b',
  status: 'beta',
  domains: ['www.mimsonline.com.au'],
  rules: [
    {
      path: /^\/Search\/(?:Full|Abbr)PI\.aspx$/i,
      query: { ID: /^(?<id>.+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}', title_id: '{id}' },
    },
    {
      path: /^\/Search\/ManufacturerDetails\.aspx$/i,
      query: { ID: /^(?<id>.+)$/ },
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}', title_id: '{id}' },
    },
    // Every other page of /Search/ answers a keyword or a filter.
    { path: /^\/Search\/[a-z]+\.aspx$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
