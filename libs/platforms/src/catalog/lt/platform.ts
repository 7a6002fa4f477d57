import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'lt',
  longName: 'Law Trove',
  docUrl: 'http://analyses.ezpaarse.org/platforms/61f15a581068237edc229e97',
  status: 'beta',
  domains: ['www.oxfordlawtrove.com'],
  rules: [
    {
      path: /^\/view\/(?<doi>10\.1093\/[a-z]+\/[0-9]{13}\.[0-9]{3}\.[0-9]{4})\/[a-z]+-[0-9]{13}-chapter-[0-9]+$/i,
      fields: { rtype: 'ABS', mime: 'HTML', doi: '{doi}', unitid: '{doi}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
