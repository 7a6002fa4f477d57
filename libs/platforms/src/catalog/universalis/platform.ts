import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'universalis',
  longName: 'Encyclopædia Universalis',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5411947ad1ed82ae87bb79ac',
  publisherName: 'Encyclopædia Universalis',
  status: 'stable',
  domains: ['www.universalis-edu.com', 'www.universalis.fr'],
  rules: [
    {
      path: /^\/(?:encyclopedie|dictionnaire|atlas|chronologie|classiques|oeuvre|auteur)\/[^/]+\/?$/i,
      fields: { rtype: 'ENCYCLOPAEDIA_ENTRY', mime: 'HTML', unitid: '{url.pathname}' },
    },
    {
      path: /^\/media\/?$/i,
      query: { 'tx_eu[mref]': /^(?<ref>[a-z0-9]+)$/i },
      fields: { rtype: 'IMAGE', mime: 'MISC', unitid: '{ref}' },
    },
    { path: /^\/recherche\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
