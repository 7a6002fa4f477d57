import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'amh',
  longName: 'Australian Medicines Handbook',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63977e0bb0175601883c4815',
  status: 'beta',
  domains: ['amhonline.amh.net.au', 'amhonline.amh.net'],
  rules: [
    // Monographs sit at the end of their chapter path: /chapters/<chapter>/…/<drug>.
    {
      path: /^\/chapters\/(?:[^/]+\/)*(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
