import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'chinamaxx',
  longName: 'China Maxx',
  docUrl: 'http://ang.couperin.org/platforms/5e8b6bd626811c39fb5167af',
  status: 'stable',
  domains: ['www.chinamaxx.net', 'chinamax.net'],
  rules: [
    { path: /^\/GetBooks\.action$/i, fields: { rtype: 'SEARCH', mime: 'MISC' } },
    {
      path: /^\/go[a-z]*Read\.jsp$/i,
      query: { ssid: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'BOOK', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
