import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'aocs',
  longName: 'American Oil Chemists Society',
  status: 'beta',
  domains: ['www.aocs.org'],
  rules: [{ path: /\/search-results\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } }],
});
