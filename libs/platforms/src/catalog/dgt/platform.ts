import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'dgt',
  longName: 'Digitalia',
  docUrl: 'http://analyses.ezpaarse.org/platforms/565d715d74bd5ac15be36ab8',
  status: 'beta',
  domains: ['www.digitaliapublishing.com'],
  rules: [
    {
      path: /^\/a\/(?<id>[0-9]+)(?:\/[^/]*)?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/view(?:epub|pdf)?\/?$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'BOOK', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    { path: /^\/(?:fulltext|search)\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
