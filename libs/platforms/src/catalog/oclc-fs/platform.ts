import { definePlatform, firstOf, lookup } from '../../rules/index.js';

// FirstSearch WebZ pages: the page name is the first `:`-separated item of the parameter.
const PAGE_RTYPE = {
  content: 'TOC',
  record: 'RECORD',
  directexport: 'RECORD',
  expert: 'OTHER',
  frbrill: 'OTHER',
};

export default definePlatform({
  name: 'oclc-fs',
  longName: 'OCLC Firstsearch',
  docUrl: 'https://firstsearch.oclc.org/',
  status: 'beta',
  domains: ['firstsearch.oclc.org'],
  rules: [
    {
      path: /^\/WebZ\/FSOpenURL$/i,
      fields: {
        rtype: 'OPENURL',
        mime: 'HTML',
        db_id: '{q.dbname}',
        title_id: firstOf('{q.isbn}', '{q.issn}'),
        unitid: '{q.isbn}',
        publication_title: firstOf('{q.title}', '{q.atitle}'),
        publication_date: '{q.date}',
        vol: '{q.volume}',
        num: '{q.issue}',
      },
    },
    {
      path: /^\/WebZ\/(?:FSPage|FSill)$/i,
      query: { pagename: /^(?<page>[a-z]+)(?::|$)/i },
      fields: { rtype: lookup('{page}', PAGE_RTYPE, 'OTHER'), mime: 'HTML' },
    },
    { path: /^\/WebZ\/FSFETCH$/i, fields: { rtype: 'RECORD', mime: 'HTML' } },
    { path: /^\/WebZ\/(?:FSQUERY|MoreLikeThis)$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
