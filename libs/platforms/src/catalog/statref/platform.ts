import { definePlatform, extract } from '../../rules/index.js';

export default definePlatform({
  name: 'statref',
  longName: 'STAT!Ref',
  docUrl: 'http://analogist.couperin.org/platforms/547f4092aa78da96136cb762',
  status: 'beta',
  domains: ['online.statref.com', 'www.statref.com'],
  rules: [
    {
      path: /^\/(?:WebAPI\/DocumentContent|Document)\.aspx$/i,
      query: { docAddress: /^(?<id>.+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/Media\.aspx$/i,
      query: { Media: /^(?<media>.+\.pdf)$/i },
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        title_id: '{media}',
        unitid: extract('{media}', /[^/]+(?=\.pdf$)/i),
      },
    },
    { path: /^\/Results\.aspx$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
