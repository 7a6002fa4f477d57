import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: '4cn',
  longName: '4 Canoes',
  docUrl: 'http://analyses.ezpaarse.org/platforms/617010a107376d3e3f4389b1',
  status: 'beta',
  domains: ['4canoes.com', '4canoes.org', '4canoesportal.org'],
  rules: [
    { path: /^\/focused(?:-education-resources)?\/?$/i, fields: { rtype: 'QUERY', mime: 'HTML' } },
    {
      path: /^\/shelf\/[^/]+\/(?<id>[^/]+)\.html$/i,
      fields: { rtype: 'BOOK', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
