import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'cwk',
  longName: 'CWK',
  docUrl: 'http://analyses.ezpaarse.org/platforms/652eb63cae03c120f625f0b9',
  status: 'beta',
  domains: ['new.cwk.com', 'new.cwk.com.tw'],
  rules: [
    { path: /^\/result\.php$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/article\.php$/i,
      query: { db: /^(?<db>[a-z]+)$/i, id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', db_id: '{db}', unitid: '{id}' },
    },
  ],
});
