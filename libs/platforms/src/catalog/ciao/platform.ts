import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ciao',
  longName: 'Columbia International Affairs Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/563a2107487c2a28eb359464',
  status: 'beta',
  domains: ['www.ciaonet.org'],
  rules: [
    // The reference names the record only (no rtype nor mime).
    { path: /^\/record\/(?<id>[0-9]+)\/?$/i, fields: { unitid: '{id}' } },
  ],
});
