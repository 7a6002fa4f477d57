import { definePlatform, lookup } from '../../rules/index.js';

export default definePlatform({
  name: 'artnet',
  longName: 'artnet',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'beta',
  domains: ['artnet.com', 'images.artnet.com', 'news.artnet.com'],
  rules: [
    // news.artnet.com/<section>/<slug>
    {
      host: 'news.artnet.com',
      path: /^\/(?<id>[a-z-]+\/[^/]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}', title_id: '{id}' },
    },
    // Price database (PDB) lots: viewer page or PDF.
    {
      path: /^\/(?<page>pdb\/faadsearch\/(?<viewer>lotdetailview|lotpdfviewer))\.as[hp]x$/i,
      query: { artType: /^(?<type>[a-z]+)$/i, subTypeId: /^(?<sub>[0-9]+)$/ },
      fields: {
        rtype: 'RECORD_VIEW',
        mime: lookup('{viewer}', { lotpdfviewer: 'PDF' }, 'HTML'),
        unitid: '{page}/{type}-{sub}',
        title_id: '{page}/{type}-{sub}',
      },
    },
    {
      path: /^\/(?:search\/?|artists\/artists-starting-with-[a-z]+\/?|api\/.+|pdb\/faadsearch\/faadresults[0-9]*\.aspx)$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    {
      path: /^\/(?<id>auctions\/artists\/[^/]+\/[^/]+)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}', title_id: '{id}' },
    },
    {
      path: /^\/galleries\/(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{id}', title_id: '{id}' },
    },
    {
      path: /^\/(?<id>(?:artists|auctions)\/[^/]+\/?|galleries\/[^/]+\/[^/]+\/?)$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}', title_id: '{id}' },
    },
  ],
});
