import { definePlatform, titleToc } from '../../rules/index.js';

// PsycNET: records are addressed by a UID `<year>-<number>-<part>`.
export default definePlatform({
  name: 'apa',
  longName: 'American Psychological Association',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'stable',
  domains: ['psycnet.apa.org', 'www.apa.org'],
  rules: [
    {
      path: /^\/search\/display$/i,
      query: { recordId: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    { path: /^\/api\/request\/abstract\.get$/i, fields: { rtype: 'ABS', mime: 'HTML' } },
    { path: /^\/api\/request\/[a-z]+PB\.[a-z]+$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/fulltext\/(?<uid>[0-9]{4}-[0-9]+-[0-9]+)\.pdf$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'PDF', title_id: '{uid}', unitid: '{uid}' },
    },
    {
      path: /^\/PsycBOOKS\/toc\/(?<id>[0-9]+)$/i,
      fields: titleToc('{id}'),
    },
    {
      path: /^\/record\/(?<uid>[0-9]{4}-[0-9]+-[0-9]+)$/i,
      fields: { rtype: 'ABS', mime: 'HTML', title_id: '{uid}', unitid: '{uid}' },
    },
  ],
});
