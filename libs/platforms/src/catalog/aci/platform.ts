import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'aci',
  longName: 'American Concrete Institute',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6532e232ef9310fb39b50769',
  status: 'beta',
  domains: ['www.concrete.org'],
  rules: [
    {
      path: /^\/publications\/(?<journal>[a-z]+)\/currentissue\.aspx$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{journal}' },
    },
    {
      path: /^\/publications\/getarticle\.aspx$/i,
      query: { pubid: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
