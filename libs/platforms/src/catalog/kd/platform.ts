import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'kd',
  longName: 'KinoDen',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6516ee80c123e1f56187f867',
  status: 'beta',
  domains: ['kinoden.kinokuniya.co.jp', 'breader.cloud'],
  rules: [
    // kinoden.kinokuniya.co.jp/<library>/…
    {
      path: /^\/[a-z0-9_-]+\/bookdetail\/p\/(?<id>KP[0-9]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/[a-z0-9_-]+\/search(?:\/|$)/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // The reader on breader.cloud.
    {
      path: /^\/book\/p\/(?<id>KP[0-9]+)\/?$/i,
      fields: { rtype: 'BOOK', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
