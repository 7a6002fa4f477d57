import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'kaken',
  longName: 'Kaken',
  docUrl: 'http://analyses.ezpaarse.org/platforms/65426577b5374de19df4211a',
  status: 'beta',
  domains: ['kaken.nii.ac.jp', 'nrid.nii.ac.jp'],
  rules: [
    {
      path: /^\/[a-z]{2}\/nrid\/download\/?$/i,
      query: { rkey: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD', mime: 'CSV', unitid: '{id}' },
    },
    {
      path: /^\/[a-z]{2}\/file\/[^/]+\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'REPORT', mime: 'PDF', unitid: '{id}' },
    },
    { path: /^\/[a-z]{2}\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
