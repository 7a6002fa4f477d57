import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ibisworld',
  longName: 'IBIS World',
  docUrl: 'https://my.ibisworld.com',
  status: 'beta',
  domains: ['my.ibisworld.com', 'www.ibisworld.com'],
  rules: [
    {
      path: /^\/download\/(?<report>.+)\/excel$/i,
      fields: { rtype: 'DATASET', mime: 'XLS', unitid: '{report}' },
    },
    {
      path: /^\/download\/(?<report>.+)\/pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{report}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Reports: /<country>/<lang>/<report type>/<code>/<slug>
    {
      path: /^\/[a-z]{2}\/[a-z]{2}\/[a-z-]+\/[a-z]*[0-9]+[a-z0-9]*\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'REPORT', mime: 'HTML', unitid: '{slug}' },
    },
  ],
});
