import { definePlatform } from '../../rules/index.js';

// Literature databases (LION legacy): each host is one collection; documents by `id`.
export default definePlatform({
  name: 'chadwyck',
  longName: 'Chadwyck-Healey Literature Collections',
  docUrl: 'http://analyses.ezpaarse.org/platforms/573067c9ecb7839548c2208a',
  status: 'beta',
  domains: [
    'chadwyck.com',
    'luther.chadwyck.co.uk',
    'pld.chadwyck.co.uk',
    'acta.chadwyck.co.uk',
    'collections.chadwyck.com',
    'gerritsen.chadwyck.com',
    'iipaft.chadwyck.com',
    'prisma.chadwyck.com',
  ],
  rules: ['id', 'ID'].map((param) => ({
    path: /^\/(?:[a-z]+\/)+fulltext$/i,
    query: { [param]: /^(?<id>Z[0-9]+)$/i },
    fields: {
      rtype: 'ENCYCLOPAEDIA_ENTRY',
      mime: 'HTML',
      title_id: '{url.hostname}',
      unitid: '{id}',
    },
  })),
});
