import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'nmp',
  longName: 'Magazine Plus',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6260710c5300417eeda73463',
  status: 'beta',
  domains: ['web.nichigai.jp'],
  rules: [
    {
      path: /^\/nos\/nweb\/[a-z]+\/detail\/?$/i,
      query: { id: /^(?<id>.+)$/ },
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/nos\/nweb\/[a-z]+\/detail_vol\/?$/i,
      query: { id: /^(?<id>.+)$/ },
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/nos\/nweb\/[a-z]+\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
