import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'aocs',
  longName: 'American Oil Chemists Society',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6310dfb42652a201b8c17743',
  status: 'beta',
  domains: ['www.aocs.org'],
  rules: [{ path: /\/search-results\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } }],
});
