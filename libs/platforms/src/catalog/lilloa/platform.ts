import { definePlatform } from '../../rules/index.js';

// DSpace repository: /handle/<prefix>/<id>, /bitstream/handle/<prefix>/<id>/<file>.
// TODO(#10): move to the dspace family
const HANDLE = '(?<handle>[0-9.]+/[0-9.]+)';

export default definePlatform({
  name: 'lilloa',
  longName: 'Lille Open Archive',
  status: 'beta',
  domains: ['https://lilloa.univ-lille.fr'],
  rules: [
    {
      path: new RegExp(`^/bitstream/handle/${HANDLE}/[^/]+\\.pdf$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{handle}' },
    },
    {
      path: new RegExp(`^/handle/${HANDLE}/restricted-resource$`, 'i'),
      fields: { rtype: 'QUERY', mime: 'HTML', unitid: '{handle}' },
    },
    {
      path: new RegExp(`^/handle/${HANDLE}/?$`, 'i'),
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{handle}' },
    },
    { path: /^\/(?:discover|search)\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
