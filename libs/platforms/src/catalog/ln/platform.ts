import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ln',
  longName: 'Legalnews',
  domains: ['www.legalnews.fr'],
  rules: [{ path: /^\/component\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } }],
});
