import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'fq',
  longName: 'The Fibonacci Quarterly',
  status: 'beta',
  domains: ['www.fq-math.ca'],
  rules: [
    {
      path: /^\/Papers\/(?<vol>[0-9]+)-(?<issue>[0-9]+)\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', vol: '{vol}', issue: '{issue}', unitid: '{id}' },
    },
  ],
});
