import { openEditionRules } from '../../rules/families/openedition.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'oeb',
  longName: 'OpenEdition Books',
  publisherName: 'OpenEdition',
  status: 'stable',
  domains: ['books.openedition.org'],
  rules: openEditionRules({ rtype: 'BOOK_SECTION', doiInfix: 'books.' }),
});
