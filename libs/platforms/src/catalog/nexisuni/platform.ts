import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'nexisuni',
  longName: 'Nexis Uni',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5a399a8b91d25f7da572d1da',
  status: 'stable',
  domains: ['advance.lexis.com', 'nexisuni.com'],
  rules: [
    // Nexis Uni on advance.lexis.com: delivered documents are PDFs.
    {
      path: /^\/r\/delivery\/content\/(?<id>[0-9]+)\/(?:download|print)\/[0-9]+\/[^/]+/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/toc\/[a-z]+\/?$/i,
      query: { crid: /^(?<id>.+)$/ },
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Help pages and guides on www.lexisnexis.com.
    { path: /^\/[a-z]{2}-[a-z]{2}\/search\.page$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/pdf\/[^/]+\/(?<file>[^/]+\.pdf)$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'PDF', title_id: '{file}', unitid: '{file}' },
    },
  ],
});
