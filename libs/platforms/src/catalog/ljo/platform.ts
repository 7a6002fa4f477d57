import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ljo',
  longName: 'Les Jours',
  docUrl: 'https://analyses.ezpaarse.org/platforms/67fe6d8821542abe179862f5',
  status: 'beta',
  domains: ['lesjours.fr'],
  rules: [
    { path: /^\/recherche\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Episodes of a series ("obsession"): /obsessions/<series>/<episode>/
    {
      path: /^\/obsessions\/(?<id>[^/]+\/[^/]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/ressources\/podcast\/(?<id>[^/]+\/[^/]+)\.(?:m4a|mp3|weba|ogg)$/i,
      fields: { rtype: 'AUDIO', mime: 'MP3', unitid: '{id}' },
    },
    {
      path: /^\/(?<id>obsessions\/[^/]+|[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
