import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'nomos',
  longName: 'Nomos eLibrary',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60e40ac1f44d3666094922cc',
  status: 'beta',
  domains: ['www.nomos-elibrary.de'],
  rules: [
    {
      path: /^\/(?<doi>10\.5771\/(?<id>[0-9]{13}))\.pdf$/i,
      fields: { rtype: 'BOOK', mime: 'PDF', doi: '{doi}', unitid: '{id}' },
    },
    {
      path: /^\/(?<doi>10\.5771\/(?<id>[0-9]{13}-[0-9]+))\.pdf$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'PDF', doi: '{doi}', unitid: '{id}' },
    },
  ],
});
