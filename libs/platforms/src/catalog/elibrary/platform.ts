import { definePlatform } from '../../rules/index.js';

// Book slugs end with the book number: /<kind>/<title><number>.
const BOOK = '(?<title>[a-z-]+?)(?<id>[0-9]+)';

export default definePlatform({
  name: 'elibrary',
  longName: 'Elsevier Elibrary',
  docUrl: 'http://analogist.couperin.org/platforms/595ce1e48c6ed7d2ad5cc4bc',
  status: 'beta',
  domains: ['www.elsevierelibrary.fr'],
  rules: [
    {
      path: new RegExp(`^/epubreader/${BOOK}$`, 'i'),
      fields: { rtype: 'BOOK', mime: 'EPUB', title_id: '{title}', unitid: '{id}' },
    },
    {
      path: new RegExp(`^/product/${BOOK}$`, 'i'),
      fields: { rtype: 'ABS', mime: 'HTML', title_id: '{title}', unitid: '{id}' },
    },
  ],
});
