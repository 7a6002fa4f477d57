import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'co',
  longName: 'Cement Online',
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
