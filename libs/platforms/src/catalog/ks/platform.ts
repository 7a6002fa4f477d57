import { definePlatform, lookup } from '../../rules/index.js';

const KIND_RTYPE = { article: 'ARTICLE', volume: 'ISSUE', journal: 'RECORD', academy: 'TOC' };

export default definePlatform({
  name: 'ks',
  longName: 'Kyobo Scholar',
  docUrl: 'https://analyses.ezpaarse.org/platforms/66b6324cddbca40e3a4ed278',
  status: 'beta',
  domains: ['scholar.kyobobook-co.kr', 'scholar.kyobobook.co.kr', 'wviewer.kyobobook.co.kr'],
  rules: [
    {
      path: /^\/(?<kind>article|volume|journal|academy)\/detail\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: lookup('{kind}', KIND_RTYPE), mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/search(?:\/|$)/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/pdfViewer\/(?<id>[^/]+)$/i,
      fields: { rtype: 'BOOK', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
