import { definePlatform } from '../../rules/index.js';

// Olive ActivePaper archive: `href` = <paper>/<yyyy>/<mm>/<dd>, `id` = the article on the page.
export default definePlatform({
  name: 'ina',
  longName: 'Irish Newspaper Archives',
  docUrl: 'http://analyses.ezpaarse.org/platforms/614241f087333b7ba446a634',
  status: 'beta',
  domains: ['archive.irishnewsarchive.com', 'archive-irishnewsarchive.com'],
  rules: [
    {
      path: /^\/olive\/APA\/[a-z.]+\/SharedView\.Article\.aspx$/i,
      query: {
        href: /^(?<paper>[a-z0-9]+)\/(?<date>[0-9]{4}\/[0-9]{2}\/[0-9]{2})$/i,
        id: /^(?<id>[a-z0-9]+)$/i,
      },
      fields: {
        rtype: 'IMAGE',
        mime: 'HTML',
        title_id: '{paper}',
        publication_date: '{date}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/olive\/APA\/[a-z.]+\/Default\.aspx$/i,
      hash: /^#panel=document/i,
      fields: { rtype: 'ISSUE', mime: 'HTML' },
    },
  ],
});
