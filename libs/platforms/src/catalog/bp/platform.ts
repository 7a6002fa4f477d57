import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bp',
  longName: 'British Pharmacopoeia',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6334613e9b7fc5033eac7bae',
  status: 'beta',
  domains: ['www.pharmacopoeia.com'],
  rules: [
    { path: /^\/?$/, query: { text: true }, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/Catalogue\/ProductDetails$/i,
      query: { productid: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    // One edition of the pharmacopoeia: /BP<year>
    { path: /^\/(?<id>BP[0-9]{4})\/?$/i, fields: { rtype: 'ISSUE', mime: 'HTML', unitid: '{id}' } },
    {
      path: /^\/monographs\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'REPORT', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
