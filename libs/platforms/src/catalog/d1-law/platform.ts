import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'd1-law',
  longName: 'D1 Law',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62f2bd3fe0b99c00aff8c8d5',
  status: 'beta',
  domains: ['ghk-jg-d1-law.com', 'd1l-ptl-d1-law.com'],
  rules: [
    // Statute text: with `callEnkaku` it opens the amendment history (a table of contents).
    {
      path: /^\/dh_g\/jyoubun\.do$/i,
      query: { UNIQUE_KEY: /^(?<id>[0-9]+)$/, callEnkaku: true },
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/dh_g\/jyoubun\.do$/i,
      query: { UNIQUE_KEY: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/dh_p\/[a-z_]*search\.html$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
