import { definePlatform, lookup } from '../../rules/index.js';

const FILE_RTYPE = {
  pdf: 'REPORT',
  xls: 'DATASET',
  xlsx: 'DATASET',
  csv: 'DATASET',
  zip: 'DATASET',
};
const FILE_MIME = { pdf: 'PDF', xls: 'XLS', xlsx: 'XLS', csv: 'CSV', zip: 'ZIP' };

export default definePlatform({
  name: 'pitchbook',
  longName: 'Pitchbook',
  status: 'beta',
  domains: ['my.pitchbook.com', 'files.pitchbook.com'],
  rules: [
    {
      path: /^\/profile\/(?<id>[0-9]+-[0-9]+[a-z]?)\/(?<kind>[a-z-]+)\/profile\/?$/i,
      fields: { rtype: 'BIO', mime: 'HTML', title_id: '{id}', unitid: '{kind}/{id}' },
    },
    {
      path: /^\/search-results\/[a-z0-9]+\/(?<list>[a-z-]+)\/?$/i,
      fields: { rtype: 'DATASET', mime: 'HTML', title_id: '{list}', unitid: '{list}' },
    },
    {
      path: /^\/research-center\/report\/(?<id>[0-9a-f-]+)\/?$/i,
      fields: { rtype: 'REPORT', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/[a-z-]+-news\/article\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    {
      host: 'files.pitchbook.com',
      path: /\/(?<name>[^/]+)\.(?<ext>pdf|xlsx?|csv|zip)$/i,
      fields: {
        rtype: lookup('{ext}', FILE_RTYPE),
        mime: lookup('{ext}', FILE_MIME),
        title_id: '{name}',
        unitid: '{name}',
      },
    },
  ],
});
