import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ulrichs',
  longName: 'Ulrichs Web',
  status: 'beta',
  domains: ['ulrichsweb.serialssolutions.com'],
  rules: [
    {
      path: /^\/search\/(?<id>-?[0-9]+)\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/title\/(?<id>[0-9]+\/[0-9]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
