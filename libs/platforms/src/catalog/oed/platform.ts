import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'oed',
  longName: 'Oxford English Dictionary',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fef47ace9a11d72202499be',
  status: 'beta',
  domains: ['www.oed.com'],
  rules: [
    {
      path: /^\/view\/Entry\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/dictionary\/(?<id>[a-z0-9_-]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/search(?:\/[a-z-]+)?\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
