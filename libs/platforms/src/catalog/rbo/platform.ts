import { definePlatform } from '../../rules/index.js';

// TODO(#10): Silverchair legacy .aspx grammar (chapter.aspx?sectionid=&bookid=).
export default definePlatform({
  name: 'rbo',
  longName: 'Red Book Online',
  status: 'beta',
  domains: ['redbook.solutions.aap.org'],
  rules: [
    { path: /^\/solr\/searchresults\.aspx$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/chapter\.aspx$/i,
      query: { sectionid: /^(?<section>[0-9]+)$/, bookid: /^(?<book>[0-9]+)$/ },
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', unitid: '{book}-{section}' },
    },
  ],
});
