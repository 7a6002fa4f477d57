import { definePlatform, extract } from '../../rules/index.js';

// The collection (`?business`, `?biosci`) is a bare first query key.
const collection = extract('{url.search}', /(?<=^\?)[a-z]+(?=&|$)/i);

export default definePlatform({
  name: 'hst',
  longName: 'Henry Stewart Talks',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6170616d4032921db969e69a',
  status: 'beta',
  domains: ['hstalks.com'],
  rules: [
    {
      path: /^\/t\/(?<id>[0-9]+)(?:\/[^/]*)?\/?$/i,
      fields: { rtype: 'VIDEO', mime: 'HTML', db_id: collection, unitid: '{id}' },
    },
    { path: /^\/search\/.*$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
