import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'mggonline',
  longName: 'Musik In Geschichte Und Gegenwart (MGG) Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60c84c1bc2b704186514a1ab',
  status: 'beta',
  domains: ['www.mgg-online.com'],
  rules: [
    {
      path: /^\/article\/?$/i,
      query: { id: /^(?<id>mgg[0-9]+)$/i },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
