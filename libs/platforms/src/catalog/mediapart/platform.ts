import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'mediapart',
  longName: 'Mediapart',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5485ba313b1ebdc5932bf08e',
  publisherName: 'Société Editrice de Mediapart',
  status: 'stable',
  domains: ['www.mediapart.fr', 'blogs.mediapart.fr'],
  rules: [
    {
      path: /^\/pdf\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    // /[<lang>/]journal/<section>/<ddmmyy>/<slug>
    {
      path: /^\/(?<id>(?:[a-z]{2}\/)?journal\/[a-z-]+\/[0-9]{6}\/[^/]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    // Blog posts: /<author>/blog/<ddmmyy>/<slug>
    {
      path: /^\/(?<id>[^/]+\/blog\/[0-9]{6}\/[^/]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
