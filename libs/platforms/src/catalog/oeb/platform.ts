import { openEditionRules } from '../../rules/families/openedition.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'oeb',
  longName: 'OpenEdition Books',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53aa7dc34d877bf6511619a6',
  publisherName: 'OpenEdition',
  status: 'stable',
  domains: ['books.openedition.org'],
  rules: openEditionRules({ rtype: 'BOOK_SECTION', doiInfix: 'books.' }),
});
