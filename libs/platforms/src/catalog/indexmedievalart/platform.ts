import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'indexmedievalart',
  longName: 'Index of Medieval Art',
  docUrl: 'http://ang.couperin.org/platforms/5dddb07760f0a443f0e7007e',
  status: 'active',
  domains: ['theindex.princeton.edu', 'www.theindex.princeton.edu'],
  rules: [
    {
      path: /^\/s\/view\/View[a-z]+\.action$/i,
      query: { id: /^(?<id>[0-9a-f-]+)$/i },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/s\/(?:Browse|Search)[a-z]*\.action$/i, fields: { rtype: 'SEARCH', mime: 'MISC' } },
  ],
});
