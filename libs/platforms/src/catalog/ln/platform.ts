import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ln',
  longName: 'Legalnews',
  status: 'beta',
  domains: ['www.legalnews.fr'],
  rules: [{ path: /^\/component\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } }],
});
