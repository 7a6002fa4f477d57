import { compactPii } from '../../rules/families/elsevier-pii.family.js';
import { definePlatform, lookup } from '../../rules/index.js';

// Cell Press item ids are punctuated PIIs: S2405-8033(16)30122-4 is PII S2405803316301224.
const pii = compactPii('{id}');
const VIEW_MIME = { fulltext: 'HTML', pdf: 'PDF', pdfExtended: 'PDFPLUS' };

export default definePlatform({
  name: 'cellpress',
  longName: 'Cell Press',
  docUrl: 'http://analyses.ezpaarse.org/platforms/594ce3ceb2286d1a1ded8d54',
  status: 'beta',
  domains: ['www.cell.com'],
  rules: [
    { path: /^\/action\/doSearch$/i, fields: { rtype: 'SEARCH', mime: 'MISC' } },
    {
      path: /^\/(?:[a-z]+\/)?(?<journal>[a-z-]+)\/(?<view>fulltext|pdf|pdfExtended)\/(?<id>S?(?<issn>[0-9]{4}-[0-9]{3}[0-9X])\([0-9]{2}\)[0-9]{5}-[0-9X])(?:\.pdf)?$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: lookup('{view}', VIEW_MIME),
        pii,
        print_identifier: '{issn}',
        title_id: '{journal}',
        unitid: '{id}',
      },
    },
  ],
});
