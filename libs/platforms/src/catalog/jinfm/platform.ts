import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'jinfm',
  longName: 'Jinfm',
  status: 'beta',
  domains: ['jinfm.net', 'jinfm.udn.com'],
  rules: [
    {
      path: /^\/channel\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'AUDIO', mime: 'MP3', unitid: '{id}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
