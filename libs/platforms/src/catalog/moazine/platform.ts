import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'moazine',
  longName: 'Moazine',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6632a2a77f8622466d9d2d1e',
  status: 'beta',
  domains: ['dl.moazine.com'],
  rules: [
    // Viewer: the library and issue ids (libraryid…&a_i=…) identify the issue, the hash its page.
    {
      path: /^\/viewer\/index\.asp$/i,
      search: /[?&]libraryid=(?<id>[^&]+&a_i=[^&]+)/i,
      hash: /^#page\/(?<page>[0-9]+)/i,
      fields: { rtype: 'ISSUE', mime: 'HTML', unitid: '{id}', first_page: '{page}' },
    },
    {
      path: /^\/viewer\/index\.asp$/i,
      search: /[?&]libraryid=(?<id>[^&]+&a_i=[^&]+)/i,
      fields: { rtype: 'ISSUE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/lib\/default_s\.asp$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
