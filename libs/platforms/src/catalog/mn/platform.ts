import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'mn',
  longName: 'Mediathèque Numérique',
  docUrl: 'http://analyses.ezpaarse.org/platforms/636a2a7060f18b004a7210e0',
  status: 'beta',
  domains: ['vod.mediatheque-numerique.com'],
  rules: [
    // Film pages, also fetched as Next.js data: /_next/data/<build>/films/<slug>.json
    {
      path: /^(?:\/_next\/data\/[^/]+)?\/films\/(?<slug>[^/]+?)(?:\.json)?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{slug}' },
    },
    // Starting a rental or a viewing.
    {
      path: /^\/api\/proxy\/api\/user\/createTransaction$/i,
      query: { productUuid: /^(?<id>.+)$/ },
      fields: { rtype: 'VIDEO', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^(?:\/_next\/data\/[^/]+\/products\.json|\/products\/?|\/api\/proxy\/api\/product\/search)$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
