import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'tdm',
  longName: 'Transnational Dispute Management',
  status: 'beta',
  domains: ['www.transnational-dispute-management.com'],
  rules: [
    { path: /^\/search\/(?:browse|search)\.asp$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
