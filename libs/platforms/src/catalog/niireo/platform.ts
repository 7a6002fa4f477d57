import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'niireo',
  longName: 'NII-REO',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63a5c8ff0a963a0015abd891',
  status: 'beta',
  domains: ['reo.nii.ac.jp'],
  rules: [
    // Oxford Journals Archive: …/Contents/SUP…/JOU…/ISS…/ART…/ART….pdf
    {
      path: /^\/oja\/HtmlIndicate\/Contents\/(?:[A-Z]{3}[0-9]+\/)+(?<id>ART[0-9]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/oja\/HtmlIndicate\/html\/vol_issues\/SUP[0-9]+\/(?<id>JOU[0-9]+)\/[^/]+\.html$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    // Humanities and social sciences collection.
    {
      path: /^\/hss\/(?<id>[0-9]{10,})(?:\/[a-z]{2})?\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/(?:oja\/advance|hss\/searchresult)\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
