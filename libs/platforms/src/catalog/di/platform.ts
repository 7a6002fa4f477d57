import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'di',
  longName: 'Delphes Indexpresse0',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54ca450a53f3b256bfaaa27e',
  status: 'beta',
  domains: ['www.indexpresse.fr', 'www.delphes-indexpresse.com'],
  rules: [
    // Published lists (thematic lists of indexed titles), named <collection>_<list>.pdf.
    {
      path: /^\/wp-content\/uploads\/[0-9]{4}\/[0-9]{2}\/(?<id>(?<collection>[^/_]+)_[^/]+)\.pdf$/i,
      fields: { rtype: 'LISTE', mime: 'PDF', title_id: '{collection}', unitid: '{id}' },
    },
    {
      path: /^\/resultat\.asp$/i,
      query: { BI: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
  ],
});
