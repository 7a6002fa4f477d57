import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'asahi',
  longName: 'Asahi',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62c6dfaac5bc8924babb1550',
  status: 'beta',
  domains: ['database.asahi.com', 'xsearch.asahi.com'],
  rules: [
    // Kikuzo II Visual (xsearch): the article id is the whole query string.
    {
      path: /^\/(?<kind>kiji\/detail|shimen\/pdf)\/?$/i,
      search: /^\?(?<id>[0-9]+)$/,
      fields: {
        rtype: 'ARTICLE',
        mime: (ctx) => (ctx.capture('kind')?.toLowerCase().startsWith('shimen') ? 'PDF' : 'HTML'),
        unitid: '{id}',
      },
    },
    { path: /^\/shimen\/date\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // database.asahi.com
    { path: /^\/library2\/topic\/t-detail\.php$/i, fields: { rtype: 'ARTICLE', mime: 'HTML' } },
    {
      path: /^\/library2\/graph\/g-image-frameset-main\.php$/i,
      fields: { rtype: 'BOOK', mime: 'HTML' },
    },
    { path: /^\/photoDB\/result\.html$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/photoDB\/detail\.html$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'IMAGE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
