import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'wises',
  longName: 'Wise Search',
  docUrl: 'http://analyses.ezpaarse.org/platforms/64b168885376bc00edab7c4d',
  status: 'beta',
  domains: ['wisesearch.wisers.net'],
  rules: [{ path: /^\/wortal\/index\.do$/i, fields: { rtype: 'SESSION', mime: 'HTML' } }],
});
