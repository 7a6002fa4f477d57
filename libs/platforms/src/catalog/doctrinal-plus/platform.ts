import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'doctrinal-plus',
  longName: 'Doctrinal Plus',
  docUrl: 'http://analyses.ezpaarse.org/platforms/543fdab47f2cc23a28cb2f48',
  publisherName: 'Transactive',
  status: 'stable',
  domains: ['newip.doctrinalplus.fr', 'ip.doctrinal.fr', 'www.doctrinal.fr'],
  rules: [
    {
      path: /^\/doctrinal\/revues\/(?<id>[a-z0-9_]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/doctrinal\/results\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/doc\/doctrinal\/(?:revue|notice)\/(?<id>[a-z0-9_-]+)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    // Official texts: Journal officiel and codes, /doc/fr/<jo|code>/<code>/<rest>.
    {
      path: /^\/doc\/fr\/(?:jo|code)\/(?<id>(?<code>[a-z0-9_]+)\/.+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{code}', unitid: '{id}' },
    },
    {
      path: /^\/doc\/fr\/jurisprudence\/[a-z_]+\/(?<id>[a-z0-9_]+\/[^/]+)$/i,
      fields: { rtype: 'JURISPRUDENCE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/doc\/fr\/assemblees\/(?<id>[a-z0-9_]+\/[^/]+)$/i,
      fields: { rtype: 'ASSEMBLEE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/doc\/eu\/celex\/(?<id>.+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/pdf\/(?<id>[^/]+)$/i, fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' } },
    {
      path: /^\/revue-juridique\/(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
