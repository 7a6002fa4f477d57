import { definePlatform, has, pick } from '../../rules/index.js';

export default definePlatform({
  name: 'ovsi',
  longName: 'Oxford Very Short Introductions',
  docUrl: 'http://analyses.ezpaarse.org/platforms/556eacd5af8631dec80dfae9',
  status: 'beta',
  domains: ['www.veryshortintroductions.com'],
  rules: [
    {
      path: /^\/view\/(?<doi>10\.1093\/(?<id>[a-z]+\/[0-9]{13}\.[0-9]{3}\.[0-9]{4}))\/[a-z]+-[0-9]{13}(?<chapter>-chapter-[0-9]+)?$/i,
      fields: {
        rtype: pick(has('{chapter}'), 'BOOK_SECTION', 'TOC'),
        mime: 'HTML',
        doi: '{doi}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/browse\/?$/i,
      query: { t0: /^(?<id>.+)$/ },
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
