import { definePlatform } from '../../rules/index.js';

// Veridian newspaper site: ?a=d&d=<issue>.<section>.<page> shows a page, ?a=cl browses.
export default definePlatform({
  name: 'hsc',
  longName: 'Hoosier State Chronicles',
  status: 'beta',
  domains: ['newspapers.library.in.gov'],
  rules: [
    {
      path: /^\/cgi-bin\/imageserver\.pl$/i,
      query: { oid: /^(?<id>[a-z0-9.-]+)$/i, getpdf: 'true' },
      fields: { rtype: 'ISSUE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/$/,
      query: { a: 'd', d: /^(?<id>[a-z0-9.-]+)$/i },
      fields: { rtype: 'IMAGE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/$/, query: { a: 'cl' }, fields: { rtype: 'TOC', mime: 'HTML' } },
  ],
});
