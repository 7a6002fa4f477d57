import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'r2',
  longName: 'R2 Library',
  status: 'beta',
  domains: ['www.r2library.com'],
  rules: [{ path: /^\/Search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } }],
});
