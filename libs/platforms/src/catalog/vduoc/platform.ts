import { definePlatform, lookup } from '../../rules/index.js';

export default definePlatform({
  name: 'vduoc',
  longName: 'Duoc Videos',
  status: 'beta',
  domains: ['videos.duoc.cl'],
  rules: [
    {
      path: /^\/(?<kind>document|picture|video)\/(?<name>[^/]+)\/(?<id>[0-9a-f]{32})\/?$/i,
      fields: {
        rtype: lookup('{kind}', { document: 'ARTICLE', picture: 'IMAGE', video: 'VIDEO' }),
        mime: lookup('{kind}', { video: 'MISC' }, 'HTML'),
        title_id: '{name}',
        unitid: '{id}',
      },
    },
    { path: /^\/search\//i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
