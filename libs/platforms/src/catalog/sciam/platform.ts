import { definePlatform } from '../../rules/index.js';

// Editions live under a language prefix (/arabic, /espanol); content pages end in their slug.
const EDITION = '^/(?:(?:arabic|espanol|[a-z]{2})/)?';

export default definePlatform({
  name: 'sciam',
  longName: 'Scientific American',
  docUrl: 'http://analyses.ezpaarse.org/platforms/594ba453b86333032f60cd43',
  status: 'beta',
  domains: ['www.scientificamerican.com'],
  rules: [
    { path: new RegExp(`${EDITION}search/?$`, 'i'), fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: new RegExp(`${EDITION}podcast/podcast\\.mp3$`, 'i'),
      query: { fileId: /^(?<id>[0-9a-f-]+)$/i },
      fields: { rtype: 'AUDIO', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: new RegExp(`${EDITION}videos?/(?<slug>[a-z0-9]+(?:-[a-z0-9]+)+)/?$`, 'i'),
      fields: { rtype: 'VIDEO', mime: 'MISC', title_id: '{slug}' },
    },
    {
      path: /^\/(?:[a-z0-9-]+\/)+(?<slug>[a-z0-9]+(?:-[a-z0-9]+){2,})\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{slug}' },
    },
  ],
});
