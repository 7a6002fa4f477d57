import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'inis-vibad',
  longName: 'INIS (Vibad)',
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
