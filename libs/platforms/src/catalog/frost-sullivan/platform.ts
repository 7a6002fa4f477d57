import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'frost-sullivan',
  longName: 'Frost & Sullivan',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6008603f75155c5e62db4e61',
  status: 'beta',
  domains: ['ww2.frost.com'],
  rules: [
    {
      path: /^\/(?:news\/press-releases|frost-perspectives)\/[a-z0-9-]+\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML' },
    },
  ],
});
