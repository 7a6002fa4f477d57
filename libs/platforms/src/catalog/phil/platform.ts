import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'phil',
  longName: 'Philpapers',
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
