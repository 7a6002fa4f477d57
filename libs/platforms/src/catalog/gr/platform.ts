import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'gr',
  longName: 'Global Regulation',
  docUrl: 'http://analyses.ezpaarse.org/platforms/619552991f371902bed3f021',
  status: 'beta',
  domains: ['www.global-regulation.com'],
  rules: [
    { path: /^\/search\.php$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Translated laws: /translation/<country>/<number>/<slug>.html.
    {
      path: /^\/translation\/[a-z-]+\/[0-9]+\/(?<id>[a-z0-9-]+)\.html$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
  ],
});
