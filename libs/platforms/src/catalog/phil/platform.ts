import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'phil',
  longName: 'Philpapers',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60c9a1ae93a87b4867e07c61',
  status: 'beta',
  domains: ['philpapers.org'],
  rules: [
    {
      path: /^\/rec\/(?<id>[A-Z0-9-]+)\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/archive\/(?<id>[A-Z0-9-]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
