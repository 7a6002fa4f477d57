import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'nmed',
  longName: 'Natural Medicines',
  docUrl: 'http://analyses.ezpaarse.org/platforms/618d72b75f68644644211288',
  status: 'beta',
  domains: ['naturalmedicines.therapeuticresearch.com'],
  rules: [
    {
      path: /^\/databases\/(?<db>[a-z-]+)\/[a-z-]+\.aspx$/i,
      query: { productid: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', db_id: '{db}', unitid: '{id}' },
    },
    {
      path: /^\/tools\/(?<tool>[a-z-]+)\.aspx$/i,
      fields: { rtype: 'TOOL', mime: 'HTML', unitid: '{tool}' },
    },
    { path: /^\/search\.aspx$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
