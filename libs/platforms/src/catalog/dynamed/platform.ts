import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'dynamed',
  longName: 'Dynamed',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5c8c0f901cdfd16f9b7c32cc',
  status: 'beta',
  domains: ['www.dynamed.com', 'auth.dynamed.com', 'calc.dynamed.com', 'store.dynamed.com'],
  rules: [
    {
      path: /^\/topics\/(?<id>[^/]+)\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{slug}', unitid: '{id}' },
    },
    {
      path: /^\/(?:drug-monograph|condition|management|approach-to|evaluation)\/(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/(?:results|api\/BuzzDmpSearch|api\/search\/v[0-9]+\/search)\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
