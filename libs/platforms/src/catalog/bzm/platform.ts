import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bzm',
  longName: 'Bizminer',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60ff11da26077345f2abd20d',
  status: 'beta',
  domains: ['www.bizminer.com', 'report.bizminer.com'],
  rules: [
    {
      path: /^\/reports\/[a-z]+\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'REPORT', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
