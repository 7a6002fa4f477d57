import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'vc',
  longName: 'Vidal Consult',
  docUrl: 'http://analyses.ezpaarse.org/platforms/65dcfb1177c70843ecda8864',
  status: 'beta',
  domains: ['cl.vidal-consult.com', 'cl.vidal-consult-com', 'mx.vidal-consult.com'],
  rules: [
    { path: /^\/search(?:\/[a-z]+)?\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/html_docs\/[a-z]{2}\/[^/]+\/(?<id>[^/]+)\.html?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
