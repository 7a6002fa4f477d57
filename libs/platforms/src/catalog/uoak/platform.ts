import { definePlatform } from '../../rules/index.js';

// Islandora repository: objects are islandora:<pid>.
export default definePlatform({
  name: 'uoak',
  longName: 'Univ OAK : Open Access to Knoledge',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5d5ea5688f084b1588745e58',
  status: 'beta',
  domains: ['univoak.eu'],
  rules: [
    {
      path: /^\/islandora\/object\/[a-z]+(?::|%3A)(?<id>[0-9]+)\/datastream\/PDF\/(?:view|download)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/search-(?<what>[a-z]+)\/?$/i,
      fields: { rtype: 'QUERY', mime: 'HTML', title_id: '{what}' },
    },
  ],
});
