import { definePlatform } from '../../rules/index.js';

// TODO(#10): move to the silverchair family (dl.asminternational.org runs on Silverchair).
export default definePlatform({
  name: 'asm',
  longName: 'American Society of Metals',
  status: 'beta',
  domains: ['dl.asminternational.org'],
  rules: [
    { path: /^\/[a-z-]+\/search-results\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/[a-z-]+\/article\/[^/]+\/[^/]+\/[^/]+\/[0-9]+(?:\/[^/]*)?$/i,
      fields: { rtype: 'ABS', mime: 'HTML' },
    },
    {
      path: /^\/[a-z-]+\/book\/[0-9]+\/chapter\/[0-9]+(?:\/[^/]*)?$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML' },
    },
    {
      path: /^\/[a-z-]+\/book\/[0-9]+\/(?<slug>[^/]+)$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{slug}' },
    },
  ],
});
