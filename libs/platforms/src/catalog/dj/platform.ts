import { definePlatform } from '../../rules/index.js';

// A single-page application: the route, and its parameters, are in the hash.
export default definePlatform({
  name: 'dj',
  longName: 'Dejure',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63601b9dc3b5c8036a185272',
  status: 'beta',
  domains: ['dejure.it'],
  rules: [
    {
      hash: /^#\/ricerca\/[a-z_]*lista_risultati(?:\?|$)/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    {
      hash: /^#\/ricerca\/[a-z_]*documento[a-z_]*\?(?:.*&)?idDocMaster=(?<id>[0-9]+)/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
