import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'oe',
  longName: 'OrthoEvidence',
  docUrl: 'http://analyses.ezpaarse.org/platforms/61420a390f978e8b25b7e20a',
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
