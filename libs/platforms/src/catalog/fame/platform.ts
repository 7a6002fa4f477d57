import { definePlatform } from '../../rules/index.js';

// Bureau van Dijk Orbis-family application: /version-<date>/<product>/<n>/Companies/…
const APP = '^/version-[0-9]+/[a-z]+/[0-9]+/Companies/';

export default definePlatform({
  name: 'fame',
  longName: 'Fame',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6213a6b4ef2a541c13301d02',
  status: 'beta',
  domains: ['fame.bvdinfo.com', 'fame4.bvdinfo.com'],
  rules: [
    {
      path: new RegExp(`${APP}report/Index$`, 'i'),
      query: { BookSection: 'TOC', uniqueId: /^(?<id>[a-z0-9]+)$/i },
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: new RegExp(`${APP}Report/Display/.*$`, 'i'),
      fields: { rtype: 'REPORT', mime: 'HTML' },
    },
    { path: new RegExp(`${APP}Search$`, 'i'), fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
