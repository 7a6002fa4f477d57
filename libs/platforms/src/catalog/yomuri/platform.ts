import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'yomuri',
  longName: 'Yomuri',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62c58da5f00214450ca64188',
  status: 'beta',
  domains: ['database.yomiuri.co.jp'],
  rules: [
    {
      path: /^\/[a-z]+\/viewer[a-z]*Start\.action$/i,
      query: { objectId: true },
      fields: { rtype: 'ISSUE', mime: 'HTML', unitid: '{q.objectId}' },
    },
  ],
});
