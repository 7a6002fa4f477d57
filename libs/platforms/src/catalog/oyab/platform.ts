import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'oyab',
  longName: 'Oya Bunko',
  status: 'beta',
  domains: ['www.oya-bunko.com'],
  rules: [{ path: /^\/sakuin\/(?:list|search)\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } }],
});
