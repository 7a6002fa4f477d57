import { definePlatform } from '../../rules/index.js';

// Nikkei Telecom 21: /g3/<screen id>.do; article PDFs carry their key before the first `\`.
export default definePlatform({
  name: 'nikkei',
  longName: 'Nikkei',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62aa367d6795bd781f63234a',
  status: 'beta',
  domains: ['t21.nikkei.co.jp', 't21s.nikkei.co.jp', 't21ipau.nikkei.co.jp'],
  rules: [
    {
      path: /^\/g3\/ATCD[0-9]+\.do$/i,
      query: { keyPdf: /^(?<id>[A-Z0-9_]+)\\/i },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/g3\/(?<screen>CRPD[0-9]+)\.do$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{screen}' },
    },
  ],
});
