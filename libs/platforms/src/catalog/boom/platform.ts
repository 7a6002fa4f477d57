import { definePlatform } from '../../rules/index.js';

// Journal article ids: <CODE>[_<ISSN>]_<year>_<vol>_<issue>_<n>
export default definePlatform({
  name: 'boom',
  longName: 'Boomportaal',
  docUrl: 'http://analyses.ezpaarse.org/platforms/622a47fc904f4c65ba188192',
  status: 'beta',
  domains: ['www.boomportaal.nl', 'pspdfkit.boomportaal.nl'],
  rules: [
    {
      path: /^\/boek\/(?<isbn>97[89][0-9]{10})\/?$/i,
      fields: { rtype: 'BOOK', mime: 'HTML', print_identifier: '{isbn}', unitid: '{isbn}' },
    },
    {
      path: /^\/tijdschrift\/(?<code>[A-Z0-9]+)\/(?<id>[A-Z0-9]+_(?:(?<issn>[0-9]{4}-[0-9]{3}[0-9X])_)?[0-9]{4}_[0-9_]+)$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        title_id: '{code}',
        print_identifier: '{issn}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/databankartikel\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
