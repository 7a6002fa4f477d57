import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'pm',
  longName: 'PolicyMap',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5a319d6f6028b1e159cd8144',
  status: 'beta',
  domains: ['www.policymap.com', 'emory.policymap.com', 'uthscsa.policymap.com', 'policymap.com'],
  rules: [
    {
      path: /^\/resources\/customer-stories\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'ISSUE', mime: 'HTML', title_id: '{slug}', unitid: '{slug}' },
    },
    {
      path: /^\/blog\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{slug}', unitid: '{slug}' },
    },
    { path: /^\/(?:newmaps|maps)\/?$/i, fields: { rtype: 'MAP', mime: 'HTML' } },
    {
      path: /^\/d\/?$/i,
      query: { i: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
