import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'artecampus',
  longName: 'Arte campus',
  docUrl: 'http://analyses.ezpaarse.org/platforms/634687046a94cc0406c0d30b',
  status: 'beta',
  domains: ['www.arte-campus.fr'],
  rules: [
    { path: /^\/search(?:\/[^/]*)?\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/program\/(?<id>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
