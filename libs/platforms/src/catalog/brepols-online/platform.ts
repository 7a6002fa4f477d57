import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform, doiItem, lookup } from '../../rules/index.js';

// Brepols DOIs: J.<journal>.5.<n> (article), M.<series>.4.<n> (chapter), M.<series>.6.<n> (book).
const BOOK_DOI = '(?<doi>10\\.[0-9]{4,9}/(?<suffix>m\\.[a-z0-9-]+\\.(?<type>[0-9])\\.[0-9]+))';
const TYPE_RTYPE = { '4': 'BOOK_SECTION', '6': 'BOOK' };

export default definePlatform({
  name: 'brepols-online',
  longName: 'Brepols Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fecd0aae3cb970b780e4116',
  status: 'beta',
  domains: ['www.brepolsonline.net'],
  rules: [
    {
      path: new RegExp(`^/doi/book/${BOOK_DOI}/?$`, 'i'),
      fields: doiItem('TOC', 'HTML'),
    },
    {
      path: new RegExp(`^/doi/(?:epdf|pdf)/${BOOK_DOI}/?$`, 'i'),
      fields: {
        ...doiItem(lookup('{type}', TYPE_RTYPE, 'BOOK_SECTION'), 'PDF'),
      },
    },
    ...atyponRules(),
  ],
});
