import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ln',
  longName: 'Legalnews',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5538ff65456963f993ca8015',
  status: 'beta',
  domains: ['www.legalnews.fr'],
  rules: [{ path: /^\/component\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } }],
});
