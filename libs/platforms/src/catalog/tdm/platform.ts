import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'tdm',
  longName: 'Transnational Dispute Management',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6254135d86b48459dbbda85d',
  status: 'beta',
  domains: ['www.transnational-dispute-management.com'],
  rules: [
    { path: /^\/search\/(?:browse|search)\.asp$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
