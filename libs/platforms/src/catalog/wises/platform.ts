import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'wises',
  longName: 'Wise Search',
  status: 'beta',
  domains: ['wisesearch.wisers.net'],
  rules: [{ path: /^\/wortal\/index\.do$/i, fields: { rtype: 'SESSION', mime: 'HTML' } }],
});
