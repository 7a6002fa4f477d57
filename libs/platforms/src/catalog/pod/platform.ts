import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'pod',
  longName: 'Oxford Dictionaries',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60088ade02f96c840da53431',
  status: 'beta',
  domains: ['premium.oxforddictionaries.com'],
  rules: [
    {
      path: /^(?:\/[a-z]{2})?\/definition\/[^/]+\/[^/]+\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML' },
    },
    { path: /^(?:\/[a-z]{2})?\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/translate\/(?<id>[a-z]+-[a-z]+\/[^/]+)\/?$/i,
      fields: { rtype: 'QUERY', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
