import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ciao',
  longName: 'Columbia International Affairs Online',
  status: 'beta',
  domains: ['www.ciaonet.org'],
  rules: [
    // The reference names the record only (no rtype nor mime).
    { path: /^\/record\/(?<id>[0-9]+)\/?$/i, fields: { unitid: '{id}' } },
  ],
});
