import { definePlatform } from '../../rules/index.js';

// Veridian newspaper site: ?a=d&d=<issue>.<section>.<page> shows a page, ?a=cl browses.
export default definePlatform({
  name: 'hsc',
  longName: 'Hoosier State Chronicles',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6042876f2c17bd07516aca9c',
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
