import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'emc',
  longName: 'EM Premium EMC',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5641b1d0dd478fb62f401975',
  status: 'beta',
  domains: ['www.em-premium.com'],
  rules: [
    // Iconography of an article: /article/<id>/iconosup[/<figure>]
    {
      path: /^\/article\/(?<id>[0-9]+\/iconosup(?:\/[a-z0-9]+)?)$/i,
      fields: { rtype: 'IMAGE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/article\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/showarticlefile\/(?<id>[0-9]+\/[^/]+\.pdf)$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/produit\/(?<code>[a-z0-9]+)\/?$/i,
      fields: { rtype: 'BOOK_SERIES', mime: 'HTML', title_id: '{code}', unitid: '{code}' },
    },
    {
      path: /^\/revue\/(?<issue>[a-z0-9]+\/[0-9]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{issue}', unitid: '{issue}' },
    },
  ],
});
