import { definePlatform } from '../../rules/index.js';

// Knovel: rcid:<book id> and id:/cid:<section id> are path parameters.
export default definePlatform({
  name: 'kn',
  longName: 'Knovel',
  docUrl: 'app.knovel.com',
  status: 'beta',
  domains: ['app.knovel.com', 'www.knovel.com', 'knovel.com', 'content.knovel.com'],
  rules: [
    {
      path: /^\/(?:hotlink|web\/view)\/(?:pdf|khtml)\/(?:[^/]+\/)?rcid:(?<book>[a-z0-9]+)\/c?id:(?<id>[a-z0-9]+)\//i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{book}', unitid: '{id}' },
    },
    { path: /^\/web\/search\.v\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
