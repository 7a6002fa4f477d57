import { pubfactoryPageArticleRule } from '../../rules/families/pubfactory.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'hk',
  longName: 'Human Kinetics',
  docUrl: 'http://analyses.ezpaarse.org/platforms/633482fb5b11180267b6c5bd',
  status: 'beta',
  domains: ['www.humankinetics.com', 'us.humankinetics.com', 'journals.humankinetics.com'],
  rules: [
    // Ahead-of-print articles are named article-<DOI with '/' as '-'>.
    {
      path: /^\/view\/journals\/(?<code>[a-z0-9]+)\/aop\/(?<id>article-(?<doi>10\.[0-9]{4,}-[^/]+))\/[^/]+\.xml$/i,
      fields: { rtype: 'ABS', mime: 'HTML', title_id: '{code}', doi: '{doi}', unitid: '{id}' },
    },
    // Articles named by their first page, in the PubFactory grammar; the reference sees an abstract.
    pubfactoryPageArticleRule(
      { view: 'HTML' },
      { rtype: 'ABS', unitid: 'article-p{page}', first_page: undefined, spage: '{page}' },
    ),
    {
      path: /^\/view\/journals\/(?<code>[a-z0-9]+)\/(?<id>[a-z0-9]+-overview)\.xml$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', unitid: '{id}' },
    },
    {
      path: /^\/products\/(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
