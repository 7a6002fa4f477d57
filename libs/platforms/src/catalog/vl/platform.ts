import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'vl',
  longName: 'Value Line',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60a53d326270194cc531ecce',
  status: 'beta',
  domains: ['www.valueline.com', 'research.valueline.com'],
  rules: [
    { path: /^\/Search\/index\.aspx$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/api\/report\/?$/i,
      query: { documentID: /^(?<id>.+)$/ },
      fields: { rtype: 'SUPPL', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/Stocks\/(?:[^/]+\/)*(?<page>[^/]+)\.aspx$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{page}' },
    },
    // The research application routes in the hash.
    { path: /^\/Secure\/Research\/Home\/?$/i, fields: { rtype: 'TOOL', mime: 'HTML' } },
    { path: /^\/research\/?$/i, hash: /^#list=/i, fields: { rtype: 'TABLE', mime: 'HTML' } },
  ],
});
