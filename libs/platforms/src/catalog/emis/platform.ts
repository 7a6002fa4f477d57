import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'emis',
  longName: 'EMIS',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63ab44187efb2804c14a6164',
  status: 'beta',
  domains: ['www.emis.com'],
  rules: [
    {
      path: /^\/v2\/documents\/report\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'REPORT', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/v2\/documents\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/v2\/companies\/profile\/[a-z]{2}\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/php\/search\/docpdf$/i,
      query: { doc_id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'REPORT', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/php\/companies\/index$/i,
      query: { cmpy: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
