import { definePlatform } from '../../rules/index.js';

// /artifacts/<id>/<slug>/<version>/[fragments/<n>/] pages and /artifacts/<id>/<slug>/view/ PDFs.
export default definePlatform({
  name: 'pc',
  longName: 'Policy Commons',
  docUrl: 'http://analyses.ezpaarse.org/platforms/65f9c29569ead21362caea48',
  status: 'beta',
  domains: ['policycommons.net', 'policycommons-net'],
  rules: [
    {
      path: /^\/artifacts\/(?<id>[0-9]+\/(?<slug>[^/]+))\/view\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{slug}', unitid: '{id}' },
    },
    {
      path: /^\/artifacts\/(?<id>[0-9]+\/[^/]+\/[0-9]+\/fragments\/[0-9]+\/)$/i,
      fields: { rtype: 'TABLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/artifacts\/(?<id>[0-9]+\/(?<slug>[^/]+)\/[0-9]+\/)$/i,
      fields: { rtype: 'REPORT', mime: 'HTML', title_id: '{slug}', unitid: '{id}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
