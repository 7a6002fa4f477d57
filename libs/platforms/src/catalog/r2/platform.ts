import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'r2',
  longName: 'R2 Library',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60b12876187289416503a308',
  status: 'beta',
  domains: ['www.r2library.com'],
  rules: [{ path: /^\/Search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } }],
});
