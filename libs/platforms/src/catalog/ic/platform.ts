import { definePlatform, int, issn, lookup, lower } from '../../rules/index.js';

// Issues: /content[one]/<publisher>/<code>/<year>/<vol 8 digits>/<issue 8 digits>[/art<n>].
const ISSUE_PATH =
  '(?<publisher>[a-z0-9]+)/(?<code>[a-z0-9]+)/(?<year>[0-9]{4})/(?<vol>[0-9]{8})/(?<issue>[0-9]{8})';

export default definePlatform({
  name: 'ic',
  longName: 'Ingenta Connect',
  domains: ['docserver.ingentaconnect.com', 'www.ingentaconnect.com'],
  rules: [
    {
      path: /^\/deliver\/connect\/(?<unitid>(?<code>[a-z0-9]+)\/(?<issn>[0-9]{7}[0-9X])\/v(?<vol>[0-9]+)n(?<issue>[0-9]+)\/[a-z0-9]+)\.(?<ext>html|pdf)$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: lookup(lower('{ext}'), { html: 'HTML', pdf: 'PDF' }),
        title_id: '{code}',
        vol: '{vol}',
        issue: '{issue}',
        print_identifier: issn('{issn}'),
        unitid: '{unitid}',
      },
    },
    {
      path: new RegExp(`^/content(?:one)?/(?<unitid>${ISSUE_PATH}/art[0-9]+)$`, 'i'),
      fields: {
        rtype: 'ABS',
        mime: 'HTML',
        publication_date: '{year}',
        title_id: '{code}',
        vol: int('{vol}'),
        issue: int('{issue}'),
        unitid: '{unitid}',
      },
    },
    {
      path: new RegExp(`^/content(?:one)?/(?<unitid>${ISSUE_PATH})$`, 'i'),
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        publication_date: '{year}',
        title_id: '{code}',
        vol: int('{vol}'),
        issue: int('{issue}'),
        unitid: '{unitid}',
      },
    },
    {
      path: /^\/content\/(?<unitid>[a-z0-9]+\/(?<code>[a-z0-9]+))\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', unitid: '{unitid}' },
    },
  ],
});
