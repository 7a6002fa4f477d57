import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ft',
  longName: 'Financial Times',
  docUrl: 'http://analyses.ezpaarse.org/platforms/556eaae35ba2e28b2a5b1037',
  status: 'beta',
  domains: ['www.ft.com', 'ftalphaville.ft.com', 'digital.olivesoftware.com'],
  rules: [
    {
      path: /^\/content\/images\/(?<id>[0-9a-f-]{36})\.pdf$/i,
      fields: { rtype: 'REPORT', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/reports\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'REPORT', mime: 'HTML', unitid: '{slug}' },
    },
    // markets.ft.com data tools
    { path: /^\/data\/portfolio\/[a-z]+\/?$/i, fields: { rtype: 'TOOL', mime: 'HTML' } },
  ],
});
