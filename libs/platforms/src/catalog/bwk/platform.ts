import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bwk',
  longName: 'Bouwkosten',
  docUrl: 'http://analyses.ezpaarse.org/platforms/624df435fe6c960cfa2c52f3',
  status: 'beta',
  domains: ['www.bouwkosten.nl'],
  rules: [
    // Cost records sit at the end of their category path: /<category>/…/<id>.htm.
    {
      path: /^\/(?:[^/]+\/)+(?<id>[0-9]+)\.htm$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/tools\/[a-z0-9_-]+\/(?<id>[a-z0-9_-]+)$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
