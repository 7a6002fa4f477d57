import { definePlatform, lookup } from '../../rules/index.js';

export default definePlatform({
  name: 'vduoc',
  longName: 'Duoc Videos',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6182f3f727c76a0c2a29eaf0',
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
