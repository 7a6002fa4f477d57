import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'westlaw-asia',
  longName: 'Westlaw Asia',
  docUrl: 'http://analyses.ezpaarse.org/platforms/634071c14229f8054cee2df1',
  status: 'beta',
  domains: ['launch.westlawasia.com'],
  rules: [
    {
      path: /^\/document\/(?<guid>I[0-9A-F]{32})\/?$/i,
      fields: { rtype: 'REPORT', mime: 'HTML', unitid: '{guid}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
