import { definePlatform, lookup } from '../../rules/index.js';

// The product family of a /Document page decides what kind of publication it is.
const FAMILY_RTYPE = {
  BROCHES: 'BOOK_SECTION',
  OUVRAGES: 'BOOK_SECTION',
  CODES: 'CODE_JURIDIQUE',
  REVUES: 'TOC',
  FORMULES: 'FORMULES',
  ENCYCLOPEDIES: 'ENCYCLOPAEDIA_ENTRY',
};

export default definePlatform({
  name: 'dalloz',
  longName: 'Dalloz',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5409afce602b09a9438bbf27',
  publisherName: 'Dalloz',
  status: 'stable',
  domains: ['www.dalloz.fr', 'bu.dalloz.fr'],
  rules: [
    {
      path: /^\/documentation\/Document$|^\/Document$/i,
      query: { 'produit-id': /^(?<product>[a-z0-9_-]+)$/i, 'famille-id': /^(?<family>[a-z]+)$/i },
      fields: {
        rtype: lookup('{family}', FAMILY_RTYPE),
        mime: 'MISC',
        title_id: '{product}',
        unitid: '{product}',
      },
    },
  ],
});
