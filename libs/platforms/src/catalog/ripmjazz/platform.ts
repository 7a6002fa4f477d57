import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ripmjazz',
  longName: 'RIPM Jazz Periodicals',
  docUrl: 'http://ang.couperin.org/platforms/5df920f7528ec307e0722f68',
  status: 'active',
  domains: ['jazz.ripmfulltext.org', 'www.jazz.ripmfulltext.org'],
  rules: [
    {
      path: /^\/ripmjazz\/display\.php$/i,
      query: { volumeID: /^(?<vol>[0-9]+)$/, issueID: /^(?<issue>[0-9]+)$/ },
      fields: { rtype: 'IMAGE', mime: 'MISC', unitid: '{vol}/{issue}' },
    },
    { path: /^\/ripmjazz\/(?:browse|search)\.php$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
