import { definePlatform } from '../../rules/index.js';

// Topics are /contents/<slug>; calculators are /contents/calculator-<slug>.
export default definePlatform({
  name: 'utd',
  longName: 'UpToDate',
  docUrl: 'http://analyses.ezpaarse.org/platforms/547f4048bac952b9dcd70039',
  status: 'beta',
  domains: ['www.uptodate.com'],
  rules: [
    { path: /^\/contents\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/contents\/table-of-contents(?:\/[^/]+)*\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{slug}' },
    },
    {
      path: /^\/contents\/calculator-(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'FORMULES', mime: 'HTML', unitid: '{slug}' },
    },
    {
      path: /^\/contents\/(?<slug>[^/]+)\/abstract\/(?<refs>[^/]+)\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{slug}-{refs}' },
    },
    {
      path: /^\/contents\/(?!image$|search$)(?<slug>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{slug}' },
    },
  ],
});
