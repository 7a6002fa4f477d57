import { definePlatform } from '../../rules/index.js';

// /version-<build>/<product>/<session>/<area>/<page>: the numeric session segment is the unitid.
const BASE = '^/version-[0-9-]+/[a-z0-9]+/(?<session>[0-9]+)';

export default definePlatform({
  name: 'orbis',
  longName: 'Orbis',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fdbd2a1637c443b21e5918f',
  status: 'beta',
  domains: ['orbis.bvdinfo.com', 'orbis-r1.bvdinfo.com', 'orbiseurope.bvdinfo.com'],
  rules: [
    {
      path: new RegExp(`${BASE}/Companies/report/Index$`, 'i'),
      query: { BookSection: /^(?<section>[A-Z_]+)$/i },
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', unitid: '{session}-{section}' },
    },
    {
      path: new RegExp(`${BASE}/Companies/Report/seq/[0-9]+$`, 'i'),
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{session}' },
    },
    {
      path: new RegExp(`${BASE}/Companies/Report$`, 'i'),
      fields: { rtype: 'BOOK', mime: 'HTML', unitid: '{session}' },
    },
    {
      path: new RegExp(`${BASE}/[a-z]+/(?:Search|List)$`, 'i'),
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
