import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'contexte',
  longName: 'Contexte',
  docUrl: 'http://analyses.ezpaarse.org/platforms/639ae6c0575137034f51df6e',
  status: 'beta',
  domains: ['www.contexte.com'],
  rules: [
    { path: /^\/chercher\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/article\/[a-z-]+\/(?<id>[^/]+_[0-9]+)\.html$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
