import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'kortext',
  longName: 'Kortext',
  docUrl: 'http://analyses.ezpaarse.org/platforms/594d0d98f2d8fda9353eefbe',
  status: 'beta',
  domains: ['app.kortext.com'],
  rules: [
    {
      path: /^\/read\/(?<id>[0-9]+)(?:\/[0-9]+)?\/?$/i,
      fields: { rtype: 'BOOK', mime: 'HTML', unitid: '{id}' },
    },
    // Reader calls (words, draw…) name the book in `n`.
    {
      path: /^\/reader\/[a-z]+$/i,
      query: { n: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'BOOK', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
