import { definePlatform } from '../../rules/index.js';

// A VuFind catalogue.
export default definePlatform({
  name: 'im',
  longName: 'Indiana Memory',
  status: 'beta',
  domains: ['digital.library.in.gov'],
  rules: [
    { path: /^\/Search\/Results\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/Record\/(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
