import { definePlatform } from '../../rules/index.js';

// Bureau van Dijk legacy ".serv" pages: /version-<build>/<Page>.serv
export default definePlatform({
  name: 'osiris',
  longName: 'Osiris',
  docUrl: 'http://analyses.ezpaarse.org/platforms/630631df8e0e8a00529f454c',
  status: 'beta',
  domains: [
    'osiris.r1.bvdinfo.com',
    'osiris.bvdinfo.com',
    'osiris-r1.bvdinfo.com',
    'osiris-r0.bvdinfo.com',
    'osiris.bvdep.com',
  ],
  rules: [
    { path: /^\/version-[0-9-]+\/home\.serv$/i, fields: { rtype: 'SESSION', mime: 'HTML' } },
    {
      path: /^\/version-[0-9-]+\/Search\.[a-z]+\.serv$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    { path: /^\/version-[0-9-]+\/Report\.serv$/i, fields: { rtype: 'REPORT', mime: 'HTML' } },
  ],
});
