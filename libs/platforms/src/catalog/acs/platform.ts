import type { Fields, Rtype } from '../../rules/index.js';
import { definePlatform, doiItem, int, issueFields, lookup } from '../../rules/index.js';

const KIND = '(?:(?<kind>abs|full|pdf|pdfplus|epdf|doi)/)?';
const RTYPE_OF_KIND = { abs: 'ABS' };
const MIME_OF_KIND = { pdf: 'PDF', pdfplus: 'PDF', epdf: 'PDF' };
// A `/doi/[<kind>/]<DOI>` page: the kind says abstract or PDF, else `fallback` in HTML.
const doiPage = (fallback: Rtype): Fields =>
  doiItem(lookup('{kind}', RTYPE_OF_KIND, fallback), lookup('{kind}', MIME_OF_KIND, 'HTML'));

export default definePlatform({
  name: 'acs',
  longName: 'American Chemical Society',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53cce710eacd8a3ed25ac866',
  publisherName: 'American Chemical Society',
  status: 'stable',
  domains: ['pubs.acs.org'],
  rules: [
    // Book chapters: 10.1021/bk-<year>-<book>.ch<chapter>
    {
      path: new RegExp(
        `^/doi/${KIND}(?<doi>10\\.1021/(?<suffix>bk-(?<year>[0-9]{4})-[0-9]+\\.ch(?<chapter>[0-9]+)))/?$`,
        'i',
      ),
      fields: {
        ...doiPage('BOOK_SECTION'),
        title_id: 'bk',
        chapter: int('{chapter}'),
        publication_date: '{year}',
      },
    },
    { path: /^\/doi\/(?:[a-z]+\/)?10\.1021\/undefined$/i, fields: {} },
    // Articles: 10.1021/<code><id> (old) or 10.1021/acs.<journal>.<id>
    {
      path: new RegExp(
        `^/doi/${KIND}(?<doi>10\\.[0-9]{4,9}/(?<suffix>(?:acs\\.(?<journal>[a-z]+)\\.)?[^/]+))/?$`,
        'i',
      ),
      fields: {
        ...doiPage('ARTICLE'),
        title_id: '{journal}',
      },
    },
    {
      path: /^\/toc\/(?<code>[a-z0-9]+)\/(?<vol>[0-9]+)\/(?<issue>[^/]+)\/?$/i,
      fields: issueFields('TOC', 'MISC', '{code}/{vol}/{issue}'),
    },
    {
      path: /^\/toc\/(?<code>[a-z0-9]+)\/(?<which>current|asap)\/?$/i,
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{code}', unitid: '{code}/{which}' },
    },
    {
      path: /^\/journal\/(?<code>[a-z0-9]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{code}', unitid: '{code}' },
    },
    {
      path: /^\/isbn\/(?<isbn>[0-9]{9,12}[0-9X])\/?$/i,
      fields: {
        rtype: 'TOC',
        mime: 'MISC',
        title_id: '{isbn}',
        print_identifier: '{isbn}',
        unitid: '{isbn}',
      },
    },
    { path: /^\/action\/doSearch\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
