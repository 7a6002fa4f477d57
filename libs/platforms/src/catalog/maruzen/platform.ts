import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'maruzen',
  longName: 'Maruzen',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62c43aab07ce3d84c4eac567',
  status: 'beta',
  domains: ['elib.maruzen.co.jp'],
  rules: [
    {
      path: /^\/elib\/html\/Viewer\/Id\/(?<id>[0-9]+)(?:\/Page\/[0-9]+)?\/?$/i,
      fields: { rtype: 'BOOK', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/elib\/html\/SeriesDetail\/Id\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/elib\/html\/BookDetail\/Id\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
