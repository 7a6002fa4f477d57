import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'yomuri',
  longName: 'Yomuri',
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
