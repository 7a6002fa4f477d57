import { definePlatform, join } from '../../rules/index.js';

// People's Daily archive: /rmrb/<yyyymmdd>/<page>[/<article id>].
export default definePlatform({
  name: 'pd',
  longName: "People's Daily",
  docUrl: 'http://analyses.ezpaarse.org/platforms/65cb9531c5ba45c6dcde0cc0',
  status: 'beta',
  domains: ['data.people.com.cn'],
  rules: [
    { path: /^\/rmrb\/s\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/rmrb\/(?<date>[0-9]{8})\/(?<page>[0-9]+)\/(?<id>[0-9a-f]{32})\/?$/i,
      fields: {
        rtype: 'RECORD',
        mime: 'HTML',
        publication_date: '{date}',
        first_page: '{page}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/rmrb\/(?<date>[0-9]{8})\/(?<page>[0-9]+)\/?$/i,
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        publication_date: '{date}',
        unitid: join('', '{date}/{page}', '{url.search}'),
      },
    },
  ],
});
