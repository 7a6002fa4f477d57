import { definePlatform, lower } from '../../rules/index.js';

// CSIRO article ids are DOI suffixes (10.1071/<ID>) starting with the journal code.
export default definePlatform({
  name: 'csiro',
  longName: 'Csiro Publishing',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5a72ef4fa3d30c52c19d9d1c',
  status: 'beta',
  domains: ['www.publish.csiro.au'],
  rules: [
    {
      path: /^\/(?<code>[a-z]+)\/Fulltext\/(?<id>[a-z]+[0-9]+)$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        doi: '10.1071/{id}',
        title_id: lower('{code}'),
        unitid: '{id}',
      },
    },
    {
      path: /^\/(?<code>[a-z]+)\/(?:pdf|Fulltext)\/(?<id>[a-z]+[0-9]+)\.pdf$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        doi: '10.1071/{id}',
        title_id: lower('{code}'),
        unitid: '{id}',
      },
    },
    {
      path: /^\/(?<code>[a-z]+)\/acc\/(?<id>[a-z]+[0-9]+)\/[^/]+\.pdf$/i,
      fields: {
        rtype: 'SUPPL',
        mime: 'PDF',
        doi: '10.1071/{id}',
        title_id: lower('{code}'),
        unitid: '{id}',
      },
    },
    {
      path: /^\/ebook\/chapter\/(?<id>(?<isbn>97[89][0-9]{10})_[^/]+)$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'PDF', print_identifier: '{isbn}', unitid: '{id}' },
    },
    {
      path: /^\/samples\/TOC_(?<name>[^/]+)\.pdf$/i,
      fields: { rtype: 'TOC', mime: 'PDF', unitid: '{name}' },
    },
  ],
});
