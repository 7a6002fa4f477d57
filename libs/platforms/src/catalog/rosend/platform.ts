import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'rosend',
  longName: 'Rosen Digital',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5901cac4830cef0506e71557',
  status: 'beta',
  domains: [
    'chemistry.rosendigital.com',
    'biology.rosendigital.com',
    'periodictable.rosendigital.com',
  ],
  rules: [
    {
      path: /^\/article\/(?<id>[0-9]+(?:\/[0-9]+)?(?:\/[a-z0-9-]+)?)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
