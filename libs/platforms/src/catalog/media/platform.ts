import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'media',
  longName: 'Media Cite de la Musique ',
  docUrl: 'http://analyses.ezpaarse.org/platforms/57f251ed437a6b725723ed4e',
  status: 'beta',
  domains: ['media.citedelamusique.fr'],
  rules: [
    {
      path: /^\/medias\/doc\/EXTRANET\/[A-Z]+\/(?<id>[0-9]+)\/(?<slug>[^/]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{slug}', unitid: '{id}' },
    },
    {
      path: /^\/EXTRANET\/ermes\/player\.aspx$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'VIDEO', mime: 'MISC', unitid: '{id}' },
    },
  ],
});
