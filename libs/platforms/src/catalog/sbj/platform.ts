import { definePlatform } from '../../rules/index.js';

const DATE = '(?<date>[0-9]{4}/[0-9]{2}/[0-9]{2})';

export default definePlatform({
  name: 'sbj',
  longName: 'Sports Business Journal',
  docUrl: 'https://analyses.ezpaarse.org/platforms/6643cceb54ebd848d73993d6',
  status: 'beta',
  domains: ['www.sportsbusinessjournal.com'],
  rules: [
    { path: /^\/Search\/Site\.aspx$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: new RegExp(`^/Articles/(?<id>${DATE}/(?<slug>[^/]+?))(?:\\.aspx)?/?$`, 'i'),
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        title_id: '{slug}',
        publication_date: '{date}',
        unitid: '{id}',
      },
    },
    {
      path: new RegExp(`^/(?:SB-Blogs|Daily|Journal)/(?<id>[^/]+/${DATE})\\.aspx$`, 'i'),
      fields: { rtype: 'ISSUE', mime: 'HTML', publication_date: '{date}', unitid: '{id}' },
    },
  ],
});
