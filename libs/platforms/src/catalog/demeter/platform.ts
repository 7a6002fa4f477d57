import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'demeter',
  longName: 'DEMETER',
  docUrl: 'http://analyses.ezpaarse.org/platforms/636a3104e9864005173da1b2',
  status: 'beta',
  domains: ['bu.demeter.uco.fr'],
  rules: [
    {
      path: /^\/memoire\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/sites\/default\/files\/fichiersmemoires\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'MASTER_THESIS', mime: 'PDF', unitid: '{id}' },
    },
    { path: /^\/ameluco\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Deposit lists, at the root or under a faculty.
    {
      path: /^\/(?:faculte\/[a-z0-9-]+\/)?(?<list>(?:liste-des-depots|memoires)-[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{list}' },
    },
  ],
});
