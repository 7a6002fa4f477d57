import { definePlatform } from '../../rules/index.js';

const NODE = '(?<node>NODE[0-9]+)';

export default definePlatform({
  name: 'dbpia',
  longName: 'DBpia',
  docUrl: 'http://analyses.ezpaarse.org/platforms/663296cb3f0f7b956a63d82b',
  status: 'beta',
  domains: ['www.dbpia.co.kr'],
  rules: [
    {
      path: /^\/journal\/articleDetail$/i,
      query: { nodeId: new RegExp(`^${NODE}$`, 'i') },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{node}' },
    },
    {
      path: new RegExp(`^/api/pdf/detail/${NODE}$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{node}' },
    },
    { path: /^\/search\/[a-z]*Search$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
