import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'value-investor',
  longName: 'Value Investor Insight',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fdbaa744696e464b6c4fc9c',
  status: 'beta',
  domains: ['valueinvestorinsight.com'],
  rules: [
    {
      path: /^\/(?<folder>Content_Premium|LibRepository)\/(?<name>[^/]+)\.(?:aspx|pdf)$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{name}', unitid: '{folder}' },
    },
  ],
});
