import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ripmjazz',
  longName: 'RIPM Jazz Periodicals',
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
