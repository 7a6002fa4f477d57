import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'jamas',
  longName: 'Jamas',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62cc2057d1c0f448ca5509dc',
  status: 'beta',
  domains: ['search.jamas.or.jp'],
  rules: [
    {
      path: /^\/link\/[a-z]+\/detail\/sidx\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/search\/do\/detail\/sidx\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/search\/do(?:\/exec)?\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
