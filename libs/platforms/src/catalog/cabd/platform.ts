import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'cabd',
  longName: 'Cab Direct',
  status: 'beta',
  domains: ['www.cabdirect.org'],
  rules: [
    { path: /^\/cabdirect\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/cabdirect\/abstract\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
