import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'rvw',
  longName: 'Rivisteweb',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63e10e6034701e19d74fd37b',
  status: 'beta',
  domains: ['www.rivisteweb.it'],
  rules: [
    { path: /^\/rivisteweb\/searchresults\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/doi\/(?<doi>10\.[0-9]{4,9}\/[^/]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', doi: '{doi}', unitid: '{doi}' },
    },
  ],
});
