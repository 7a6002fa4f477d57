import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'wbis',
  longName: 'World Biographical Information System (WBIS)',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5a018886cb79786912d3b6d9',
  status: 'beta',
  domains: ['wbis.degruyter.com'],
  rules: [
    {
      path: /^\/biographic-document\/(?<id>[^/]+)\/pdf$/i,
      fields: { rtype: 'BIO', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/biographic-document\/(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'BIO', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^\/microfiche-document\/(?<archive>[^/]+)\/(?<fiche>[0-9]+)\/[0-9]+\/download-pdf\/[^/]+$/i,
      fields: { rtype: 'BIO', mime: 'PDF', title_id: '{archive}', unitid: '{fiche}' },
    },
    {
      path: /^\/microfiche-document\/(?<archive>[^/]+)\/(?<fiche>[0-9]+)\/[0-9]+\/?$/i,
      fields: { rtype: 'BIO', mime: 'JPEG', title_id: '{archive}', unitid: '{fiche}' },
    },
    { path: /^\/biographic-results\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
