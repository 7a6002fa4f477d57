import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'cabd',
  longName: 'Cab Direct',
  docUrl: 'http://analyses.ezpaarse.org/platforms/635a90fdfbffb000fc5de1da',
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
