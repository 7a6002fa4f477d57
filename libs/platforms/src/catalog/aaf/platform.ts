import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'aaf',
  longName: 'allAfrica',
  docUrl: 'http://ang.couperin.org/platforms/5ad11f67e00912d67ecab7b3',
  status: 'beta',
  domains: ['allafrica.com'],
  rules: [
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/stories\/(?<id>[0-9]+)\.html$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    // Resource library: documents by id, lists by type.
    {
      path: /^\/download\/resource\/main\/main\/[a-z]+\/(?<id>[0-9]+):[0-9a-f]+\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/view\/resource\/main\/main\/id\/(?<id>[0-9]+)\.html$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/view\/photoessay\/[a-z]+\/[a-z]+\/id\/(?<id>[0-9]+)\.html$/i,
      fields: { rtype: 'IMAGE', mime: 'MISC', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/list\/resource\/main\/main\/[a-z]+\/(?<list>[a-z0-9-]+)\.html$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{list}' },
    },
    // Section front pages (/arts/, /health/ …).
    { path: /^\/[a-z-]+\/$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
  ],
});
