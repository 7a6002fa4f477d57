import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'oyab',
  longName: 'Oya Bunko',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63a5e4a070c311014e901c07',
  status: 'beta',
  domains: ['www.oya-bunko.com'],
  rules: [{ path: /^\/sakuin\/(?:list|search)\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } }],
});
