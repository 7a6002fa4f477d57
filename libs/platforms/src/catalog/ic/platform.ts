import {
  definePlatform,
  int,
  issn,
  issueFields,
  issueToc,
  lookup,
  lower,
} from '../../rules/index.js';

// Issues: /content[one]/<publisher>/<code>/<year>/<vol 8 digits>/<issue 8 digits>[/art<n>].
const ISSUE_PATH =
  '(?<publisher>[a-z0-9]+)/(?<code>[a-z0-9]+)/(?<year>[0-9]{4})/(?<vol>[0-9]{8})/(?<issue>[0-9]{8})';

export default definePlatform({
  name: 'ic',
  longName: 'Ingenta Connect',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5a7da6d275cd50e577d60849',
  status: 'beta',
  domains: ['docserver.ingentaconnect.com', 'www.ingentaconnect.com'],
  rules: [
    {
      path: /^\/deliver\/connect\/(?<unitid>(?<code>[a-z0-9]+)\/(?<issn>[0-9]{7}[0-9X])\/v(?<vol>[0-9]+)n(?<issue>[0-9]+)\/[a-z0-9]+)\.(?<ext>html|pdf)$/i,
      fields: {
        ...issueFields('ARTICLE', lookup(lower('{ext}'), { html: 'HTML', pdf: 'PDF' }), '{unitid}'),
        print_identifier: issn('{issn}'),
      },
    },
    {
      path: new RegExp(`^/content(?:one)?/(?<unitid>${ISSUE_PATH}/art[0-9]+)$`, 'i'),
      fields: issueFields('ABS', 'HTML', '{unitid}', {
        year: '{year}',
        vol: int('{vol}'),
        issue: int('{issue}'),
      }),
    },
    {
      path: new RegExp(`^/content(?:one)?/(?<unitid>${ISSUE_PATH})$`, 'i'),
      fields: issueToc('{unitid}', { year: '{year}', vol: int('{vol}'), issue: int('{issue}') }),
    },
    {
      path: /^\/content\/(?<unitid>[a-z0-9]+\/(?<code>[a-z0-9]+))\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', unitid: '{unitid}' },
    },
  ],
});
