import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'co',
  longName: 'Cement Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6272acc389e03059a97f8528',
  status: 'beta',
  domains: ['www.cementonline.nl'],
  rules: [
    { path: /^\/zoekresultaten\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Articles live at the root as long slugs.
    {
      path: /^\/(?<id>[a-z0-9]+(?:-[a-z0-9]+){3,})\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
