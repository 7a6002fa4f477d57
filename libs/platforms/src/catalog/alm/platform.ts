import { definePlatform, lookup } from '../../rules/index.js';

const READER_RTYPE = { Article: 'ARTICLE', Thesis: 'MASTER_THESIS', Book: 'BOOK' };

export default definePlatform({
  name: 'alm',
  longName: 'Al-Manhal Electronic Library',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6536b7fe67fa00363b75531c',
  status: 'beta',
  domains: ['platform.almanhal.com'],
  rules: [
    { path: /^\/Search\/Result\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/Reader\/(?<kind>Article|Thesis|Book)\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: lookup('{kind}', READER_RTYPE), mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/Tools\/PreperingPDF$/i,
      query: { Org: /^(?<id>[0-9]+)$/ },
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        unitid: '{id}',
        first_page: '{q.StartPage}',
        last_page: '{q.EndPage}',
      },
    },
    {
      path: /^\/Tools\/DownloadPDF$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}', title_id: '{q.fileName}' },
    },
  ],
});
