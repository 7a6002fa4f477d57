import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'jinfm',
  longName: 'Jinfm',
  docUrl: 'http://analyses.ezpaarse.org/platforms/663a71e0ba1d88b19396791d',
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
