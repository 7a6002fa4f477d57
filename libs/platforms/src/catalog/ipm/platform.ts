import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ipm',
  longName: 'Intelex Past Masters',
  docUrl: 'http://analyses.ezpaarse.org/platforms/55898a4d612f07f5d906940f',
  status: 'beta',
  domains: ['pm.nlx.com'],
  rules: [
    // XTF viewer: docId=<collection>/<volume>.xml;chunk.id=… (`;` does not split the query).
    {
      path: /^\/xtf\/view$/i,
      query: { docId: /^[^/]+\/(?<id>[^/;]+)\.xml(?:;.*)?$/i },
      fields: { rtype: 'BOOK', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/xtf\/page_pdfs\/(?:[^/]+\/)*(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'BOOK', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
