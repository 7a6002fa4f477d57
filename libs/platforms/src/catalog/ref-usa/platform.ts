import { definePlatform } from '../../rules/index.js';

// TODO(#10): same ReferenceUSA grammar as rug; share it once a family owner is named.
export default definePlatform({
  name: 'ref-usa',
  longName: 'Reference USA',
  status: 'beta',
  domains: ['www.referenceusa.com'],
  rules: [
    {
      path: /^\/[a-z]+\/Detail(?:\/.*)?$/i,
      query: { recordId: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    { path: /^\/[a-z]+\/Result(?:\/.*)?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
