import { dspaceRules } from '../../rules/families/dspace.family.js';
import { definePlatform } from '../../rules/index.js';

// DSpace repository: /handle/<prefix>/<id>, /bitstream/handle/<prefix>/<id>/<file>.

export default definePlatform({
  name: 'lilloa',
  longName: 'Lille Open Archive',
  docUrl: 'https://lilloa.univ-lille.fr',
  status: 'beta',
  domains: ['https://lilloa.univ-lille.fr'],
  rules: [
    ...dspaceRules({
      handle: '[0-9.]+/[0-9.]+',
      bitstream: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{handle}' },
      pages: { 'restricted-resource': { rtype: 'QUERY', mime: 'HTML', unitid: '{handle}' } },
      item: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{handle}' },
    }),
    { path: /^\/(?:discover|search)\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
