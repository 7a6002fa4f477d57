import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'diaolong',
  longName: 'Diaolong',
  docUrl: 'http://analyses.ezpaarse.org/platforms/65414cdccb05ef74396bcdc2',
  status: 'beta',
  domains: ['www.diaolong.jp'],
  rules: [
    {
      path: /^\/wenxinge\/home\/readPage\/(?<id>[0-9A-F]{32})\/[0-9]+\/index\.do$/i,
      fields: { rtype: 'BOOK', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/wenxinge\/home\/doc\/index\.do$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
