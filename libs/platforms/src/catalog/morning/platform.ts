import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'morning',
  longName: 'Morningstar Investment Research Center',
  docUrl: 'http://ang.couperin.org/platforms/5ffe04a026ad8d4558f736dc',
  status: 'beta',
  domains: [
    'library.morningstar.com',
    'datanalysis.morningstar.com.au',
    'ar.morningstar.com',
    'research.morningstar.com',
  ],
  rules: [
    // research.morningstar.com
    {
      path: /^\/api\/v[0-9]+\/articles\/(?<id>[0-9]+)\/file$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/articles\/(?<id>[0-9]+)\/(?<slug>[^/]+)$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        db_id: '{id}',
        title_id: '{slug}',
        unitid: '{id}/{slug}',
      },
    },
    { path: /^\/calendar\/?$/i, fields: { rtype: 'TOOL', mime: 'HTML' } },
    { path: /^\/home\/?$/i, fields: { rtype: 'SESSION', mime: 'HTML' } },
    // library.morningstar.com
    {
      path: /^\/Returns\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'REPORT', mime: 'PDF', unitid: '{id}' },
    },
    { path: /^\/Returns\/[^/]+\.html?$/i, fields: { rtype: 'REPORT', mime: 'HTML' } },
    {
      path: /^\/videos\/?$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'VIDEO', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^\/ArticleSup+or?t\/article$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
