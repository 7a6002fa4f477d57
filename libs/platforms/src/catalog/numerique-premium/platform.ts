import { ATYPON_SEARCH_RULE, atyponDoiRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

// An Atypon-hosted books site (/doi/<kind>/10.14375/NP.<ISBN>): the family's keywords name books.
export default definePlatform({
  name: 'numerique-premium',
  longName: 'Numerique Premium',
  docUrl: 'http://analyses.ezpaarse.org/platforms/552cf58c3546e14ec531cebd',
  publisherName: 'Nouveau Monde éditions',
  status: 'beta',
  domains: ['www.numeriquepremium.com'],
  rules: [
    ...atyponDoiRules({
      kinds: ['epdf', 'pdf', 'epub', 'book', 'abs'],
      rtypes: { epdf: 'BOOK', pdf: 'BOOK', epub: 'BOOK', book: 'TOC' },
      bare: false,
    }),
    {
      path: /^\/content\/(?<title>books\/(?<isbn>[0-9]{12}[0-9X]))\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', title_id: '{title}', unitid: '{isbn}' },
    },
    ATYPON_SEARCH_RULE,
  ],
});
