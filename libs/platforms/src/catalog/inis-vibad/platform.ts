import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'inis-vibad',
  longName: 'INIS (Vibad)',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5b5f20858e6ad292945479ee',
  status: 'beta',
  domains: ['inis-cea.inist.fr'],
  rules: [
    // Thesaurus and search forms of the Vibad front end.
    {
      path: /^\/vibad\/index\.php$/i,
      query: { action: /^(?:thesaurus|search|simple_search|advanced_search)$/i },
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
