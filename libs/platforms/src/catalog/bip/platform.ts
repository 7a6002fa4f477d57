import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bip',
  longName: 'Books in Print',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60fff896ea57708373c7a517',
  status: 'beta',
  domains: ['www.booksinprint.com'],
  rules: [
    { path: /^\/Search\/Results\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/TitleDetail\/DetailedView\/?$/i,
      query: { hreciid: true },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{q.hreciid}' },
    },
  ],
});
