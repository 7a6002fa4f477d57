import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'oed',
  longName: 'Oxford English Dictionary',
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
