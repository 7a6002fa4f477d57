import { definePlatform, lookup, lower } from '../../rules/index.js';

const EAN = /^(?<ean>[0-9]{13})$/;

export default definePlatform({
  name: 'vle',
  longName: 'VLeBooks',
  docUrl: 'http://analyses.ezpaarse.org/platforms/61857ee41422770386396e51',
  status: 'beta',
  domains: ['www.vlebooks.com', 'r4.vlereader.com'],
  rules: [
    {
      path: /^\/(?:vleweb\/)?Product\/DownloadCitations\/?$/i,
      query: { ean: EAN },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', print_identifier: '{ean}', unitid: '{ean}' },
    },
    {
      path: /^\/(?:vleweb\/)?Product\/Index\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'BOOK', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/(?<reader>Epub|Pdf)Reader\/?$/i,
      query: { ean: EAN },
      fields: {
        rtype: 'BOOK',
        mime: lookup(lower('{reader}'), { pdf: 'PDF' }, 'EPUB'),
        print_identifier: '{ean}',
        unitid: '{ean}',
      },
    },
    {
      path: /^\/(?:vleweb\/)?Search\/Keyword(?:\/[^/]*)?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
