import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'srmo',
  longName: 'Sage Research Methods Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53a9840509fa6026bcf19942',
  status: 'beta',
  domains: ['http://methods.sagepub.com', 'http://srmo.sagepub.com'],
  rules: [
    {
      path: /^\/view\/(?<book>[a-z0-9-]+)\/SAGE\.xml$/i,
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{book}' },
    },
    {
      path: /^\/view\/(?<book>[a-z0-9-]+)\/[a-z0-9]+\.xml$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', unitid: '{book}' },
    },
    {
      path: /^\/downloadsrmodoc\/(?<book>[a-z0-9-]+)\$002f/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'PDF', unitid: '{book}' },
    },
  ],
});
