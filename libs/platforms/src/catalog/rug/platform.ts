import { definePlatform } from '../../rules/index.js';

// /<database>/Result/<search id> and /<database>/Detail/…?recordId=<id>.
// TODO(#10): same ReferenceUSA grammar as ref-usa; share it once a family owner is named.
export default definePlatform({
  name: 'rug',
  longName: 'Reference USA Gov',
  status: 'beta',
  domains: ['www.referenceusagov.com'],
  rules: [
    {
      path: /^\/(?<db>[a-z]+)\/Detail(?:\/.*)?$/i,
      query: { recordId: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD', mime: 'HTML', db_id: '{db}', unitid: '{id}' },
    },
    {
      path: /^\/(?<db>[a-z]+)\/Result(?:\/[0-9a-f]+)?\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', db_id: '{db}' },
    },
  ],
});
