import { definePlatform, lookup } from '../../rules/index.js';

const FORM_RTYPE = { EBOOK: 'BOOK', EJOURNAL: 'ARTICLE', ECHAPTER: 'BOOK_SECTION' };

export default definePlatform({
  name: 'pl',
  longName: 'Peter Lang',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5f7f35d72e6bcc3b9fdcb293',
  status: 'beta',
  domains: ['www.peterlang.com', 'www.peterlang.comsearch'],
  rules: [
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/free_download\/?$/i,
      query: { document_id: /^(?<id>[0-9]+)$/ },
      fields: {
        rtype: lookup('{q.product_form}', FORM_RTYPE, 'BOOK'),
        mime: lookup('{q.publication_type}', { pdf: 'PDF', epub: 'EPUB' }, 'PDF'),
        unitid: '{id}',
      },
    },
    {
      path: /^\/document\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
