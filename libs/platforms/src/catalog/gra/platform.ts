import { definePlatform } from '../../rules/index.js';

// News articles live at /[<section>/]<long-slug>; guides at /guide/<guide>/<edition>/article/<slug>.
const SLUG = '(?<slug>[a-z0-9]+(?:-[a-z0-9]+){2,})';

export default definePlatform({
  name: 'gra',
  longName: 'Global Arbitration Review',
  docUrl: 'http://analyses.ezpaarse.org/platforms/618bfaa4a4c6fe33de362390',
  status: 'beta',
  domains: ['globalarbitrationreview.com'],
  rules: [
    {
      path: new RegExp(`^/guide/(?<guide>[a-z0-9-]+)/[a-z0-9-]+/article/${SLUG}/?$`, 'i'),
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', title_id: '{guide}', unitid: '{slug}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: new RegExp(`^/(?:[a-z0-9-]+/)?${SLUG}/?$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{slug}' },
    },
  ],
});
