import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'nnnc',
  longName: 'NNNConsult',
  docUrl: 'http://analyses.ezpaarse.org/platforms/618e96b94ea6e573dfc9affa',
  status: 'beta',
  domains: ['www.nnnconsult.com'],
  rules: [
    { path: /^\/buscador\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // /<classification>/<code>[/<sub>]/: NANDA, NOC, NIC, medical diagnoses…
    {
      path: /^\/(?<db>nanda|noc|nic|diagnosticosmedicos|[a-z]+)\/(?<id>[0-9]+)(?:\/[a-z0-9]+)?\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', db_id: '{db}', unitid: '{id}' },
    },
  ],
});
