import { definePlatform, lookup } from '../../rules/index.js';

const PAGE_RTYPE = { Syoshi: 'RECORD_VIEW', Honbun: 'ARTICLE' };

export default definePlatform({
  name: 'llj',
  longName: 'Law Library Japan',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6266b07654b088424a7417be',
  status: 'beta',
  domains: ['ls.lawlibrary.jp', 'lex.lawlibrary.jp'],
  rules: [
    {
      path: /^\/[a-z]+\/(?<page>Syoshi|Honbun)\.aspx$/i,
      query: { bi: /^(?<id>.+)$/ },
      fields: {
        rtype: lookup('{page}', PAGE_RTYPE),
        mime: 'HTML',
        db_id: '{q.jc}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/[a-z]+\/SearchList\.aspx$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', db_id: '{q.jc}' },
    },
  ],
});
