import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'value-investor',
  longName: 'Value Investor Insight',
  status: 'beta',
  domains: ['valueinvestorinsight.com'],
  rules: [
    {
      path: /^\/(?<folder>Content_Premium|LibRepository)\/(?<name>[^/]+)\.(?:aspx|pdf)$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{name}', unitid: '{folder}' },
    },
  ],
});
