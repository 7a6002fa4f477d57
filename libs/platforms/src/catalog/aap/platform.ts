import { definePlatform, split } from '../../rules/index.js';

// TODO(#10): move to the silverchair family (publications.aap.org runs on Silverchair).
export default definePlatform({
  name: 'aap',
  longName: 'American Academy of Pediatrics',
  status: 'beta',
  domains: ['publications.aap.org'],
  rules: [
    { path: /^\/search-results\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/[a-z]+\/(?<view>article|article-abstract)\/[^/]+\/[^/]+\/[^/]+\/(?<id>[0-9]+)(?:\/[^/]*)?$/i,
      fields: {
        rtype: (ctx) => (ctx.capture('view') === 'article-abstract' ? 'ABS' : 'ARTICLE'),
        mime: 'HTML',
        unitid: '{id}',
      },
    },
    {
      path: /^\/view-large\/figure\/(?<id>[0-9]+)\/[^/]+$/i,
      fields: { rtype: 'IMAGE', mime: 'HTML', unitid: '{id}' },
    },
    // Books (Red Book …): /<site>/book/<book>/<slug>, /…/chapter/<id>/<slug>, /…/chapter-pdf/<id>/<file>.pdf
    {
      path: /^\/[a-z]+\/book\/chapter-pdf\/(?<id>[0-9]+\/(?<file>[^/]+))\.pdf$/i,
      fields: {
        rtype: 'BOOK_SECTION',
        mime: 'PDF',
        title_id: split('{file}', '_', 0),
        first_page: split('{file}', '_', 2),
        unitid: '{id}',
      },
    },
    {
      path: /^\/[a-z]+\/book\/(?<id>[0-9]+\/chapter\/(?<pii>[0-9]+)\/(?<slug>[^/]+))$/i,
      fields: {
        rtype: 'BOOK_SECTION',
        mime: 'HTML',
        pii: '{pii}',
        title_id: '{slug}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/[a-z]+\/book\/(?<id>[0-9]+\/(?<slug>[^/]+))$/i,
      fields: { rtype: 'BOOK', mime: 'HTML', title_id: '{slug}', unitid: '{id}' },
    },
  ],
});
