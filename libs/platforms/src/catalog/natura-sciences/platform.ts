import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'natura-sciences',
  longName: 'Natura Sciences',
  docUrl: 'http://analyses.ezpaarse.org/platforms/644654c6084e7f754ef57611',
  status: 'beta',
  domains: ['www.natura-sciences.com'],
  rules: [
    {
      path: /^\/[a-z0-9-]+\/(?<slug>[a-z0-9-]+)\.html$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{slug}' },
    },
  ],
});
