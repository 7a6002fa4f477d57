import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'aisp',
  longName: 'AISP',
  docUrl: 'https://analyses.ezpaarse.org/platforms/6a54b6b6e8be1c1f3841bbcc',
  status: 'beta',
  domains: ['mic.iii.org.tw'],
  rules: [
    {
      path: /^\/AISP\/[a-z]+\/?$/i,
      query: { docid: /^(?<id>[a-z0-9-]+)$/i },
      fields: { rtype: 'REPORT', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
