import { definePlatform, has, pick } from '../../rules/index.js';

// Oxford "Trove" sites: /display/10.1093/<code>/<isbn>.001.0001/<code>-<isbn>[-chapter-<n>]
export default definePlatform({
  name: 'opt',
  longName: 'Oxford Politics Trove',
  docUrl: 'http://analyses.ezpaarse.org/platforms/65fd871cd8583a26c9aabc3d',
  status: 'beta',
  domains: ['www.oxfordpoliticstrove.com'],
  rules: [
    {
      path: /^\/display\/(?<doi>10\.1093\/[a-z]+\/(?<isbn>[0-9]{13})\.[0-9]{3}\.[0-9]{4})\/(?<page>[a-z]+-[0-9]{13}(?<chapter>-chapter-[0-9]+)?)$/i,
      fields: {
        rtype: pick(has('{chapter}'), 'BOOK_SECTION', 'BOOK'),
        mime: 'HTML',
        print_identifier: '{isbn}',
        doi: '{doi}',
        unitid: '{doi}/{page}',
      },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
