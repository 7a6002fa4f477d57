import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'jiia',
  longName: 'JIIA',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62fcea626c4bc8008e8e4518',
  status: 'beta',
  domains: ['www.jiia.or.jp'],
  rules: [
    {
      path: /^\/research\/[0-9]{4}\/[0-9]{2}\/[0-9]{2}\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'BOOK', mime: 'PDF', unitid: '{id}' },
    },
    { path: /^\/result\/index\.html$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
