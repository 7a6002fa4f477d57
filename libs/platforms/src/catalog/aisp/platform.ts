import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'aisp',
  longName: 'AISP',
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
