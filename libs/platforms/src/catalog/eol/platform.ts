import { definePlatform, equals, pick } from '../../rules/index.js';

export default definePlatform({
  name: 'eol',
  longName: 'EOL',
  docUrl: 'http://analyses.ezpaarse.org/platforms/65c2aabb5bb75de81f9e6598',
  status: 'beta',
  domains: ['ssl.eoldb.jp'],
  rules: [
    // Filed reports of a company (EDINET code); document type 100 is the HTML rendering.
    {
      path: /^\/EolDb\/DocumentWindow[a-z]*\.php$/i,
      query: { EDINET_CODE: /^(?<code>E[0-9]+)$/i, SID: /^(?<sid>[0-9]+)$/ },
      fields: {
        rtype: 'REPORT',
        mime: pick(equals('{q.document_type_code}', '100'), 'HTML', 'PDF'),
        title_id: '{code}',
        unitid: '{sid}',
      },
    },
    {
      path: /^\/EolDb\/[a-z]*(?:Search|Summary)[a-z]*\.php$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
