import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'mus',
  longName: 'Musicanet.org',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60c9a0b10ad27718dc595b47',
  status: 'beta',
  domains: ['www.musicanet.org'],
  rules: [
    {
      path: /^\/bdd\/[a-z]{2}\/composer\/(?<id>[0-9]+)(?:\/[^/]*)?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/bdd\/[a-z]{2}\/score\/(?<id>[0-9]+-[^/]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
