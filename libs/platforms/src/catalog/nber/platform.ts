import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'nber',
  longName: 'NBER',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54661af263198b780a729ad4',
  status: 'beta',
  domains: ['www.nber.org'],
  rules: [
    {
      path: /^\/papers\/(?<id>w[0-9]+)\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/papers\/(?<id>w[0-9]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/chapters\/(?<id>c[0-9]+)\.pdf$/i,
      fields: { rtype: 'BOOK', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/chapters\/(?<id>c[0-9]+)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/booksbyyear\/(?<id>[^/]+)\.html$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/(?:papers|books)\.html$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
  ],
});
