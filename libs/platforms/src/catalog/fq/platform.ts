import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'fq',
  longName: 'The Fibonacci Quarterly',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6155173c805e17601f244ea7',
  status: 'beta',
  domains: ['www.fq-math.ca'],
  rules: [
    {
      path: /^\/Papers\/(?<vol>[0-9]+)-(?<issue>[0-9]+)\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', vol: '{vol}', issue: '{issue}', unitid: '{id}' },
    },
  ],
});
