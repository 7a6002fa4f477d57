import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'unebook',
  longName: 'UNEBOOK',
  docUrl: 'http://analyses.ezpaarse.org/platforms/64f8c81f1001ff2b90ed4748',
  status: 'beta',
  domains: ['lectura.unebook.es'],
  rules: [
    {
      path: /^\/viewer\/(?<isbn>97[89][0-9]{10})(?:\/[0-9]+)?\/?$/i,
      fields: { rtype: 'BOOK_PAGE', mime: 'HTML', unitid: '{isbn}' },
    },
    // The library home page is its search page.
    { path: /^\/$/, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
