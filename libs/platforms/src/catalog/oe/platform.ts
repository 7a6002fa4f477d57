import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'oe',
  longName: 'OrthoEvidence',
  status: 'beta',
  domains: ['myorthoevidence.com'],
  rules: [
    {
      path: /^\/AceReports\/Report\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/Search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
