import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ulrichs',
  longName: 'Ulrichs Web',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60806067aadde40e3c7413c2',
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
