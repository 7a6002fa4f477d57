import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'tie-tier',
  longName: 'Tie Tier',
  docUrl: 'https://analyses.ezpaarse.org/platforms/6a5eda26ebe277648ede8d83',
  status: 'beta',
  domains: ['tie.tier.org.tw'],
  rules: [
    {
      path: /^\/number_db\/company\/company_[a-z_]+\.aspx$/i,
      query: { COID: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'DATASET', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/(?:number_db\/[a-z_]+\/(?:rank_[a-z_]+|search_[a-z_]+)|search\/index)\.aspx$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    { path: /^\/number_db\/[a-z_]+\/dbmain\.aspx$/i, fields: { rtype: 'DATASET', mime: 'HTML' } },
    {
      path: /^\/db\/[a-z_]+\/content\.aspx$/i,
      query: { sid: /^(?<id>[0-9a-z]+)$/i },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
