import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'streamglish',
  longName: 'Streamglish',
  docUrl: 'http://analyses.ezpaarse.org/platforms/64afd08adbafd396368e7858',
  status: 'beta',
  domains: ['api.streamglish.com'],
  rules: [
    {
      path: /^\/api\/videos\/(?<id>[0-9]+)\/player\/?$/i,
      fields: { rtype: 'VIDEO', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^\/api\/lessons\/(?<id>[0-9]+)(?:\/[0-9]+)?\/?$/i,
      fields: { mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/api\/placementtest\/list\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'EXERCISE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
