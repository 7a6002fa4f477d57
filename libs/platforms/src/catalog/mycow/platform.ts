import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'mycow',
  longName: 'My Cow',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5624f3aeb51d52b1397b3c12',
  status: 'beta',
  domains: ['www.mycow.eu'],
  rules: [
    {
      path: /^\/(?<id>article-a-lire-et-a-ecouter-en-anglais\/[^/]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^\/(?<id>videos-en-anglais\/[^/]+)\/?$/i,
      fields: { rtype: 'VIDEO', mime: 'MISC', unitid: '{id}' },
    },
    // Exercises end with their number: /<level>/<skill>/<kind>/<n> or /espace-pro/<kit>/<n>/show/…
    {
      path: /^\/espace-pro\/(?<id>[a-z0-9-]+\/[0-9]+)\/show(?:\/[a-z]+)?\/?$/i,
      fields: { rtype: 'EXERCISE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/(?<id>(?:[a-z0-9-]+\/){2,}[0-9]+)\/?$/i,
      fields: { rtype: 'EXERCISE', mime: 'HTML', unitid: '{id}' },
    },
    // Section pages.
    { path: /^\/[a-z0-9-]+(?:\/[a-z0-9-]+)?\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
  ],
});
