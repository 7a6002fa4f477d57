import { definePlatform, lookup } from '../../rules/index.js';

const KIND_RTYPE = { volume: 'TOC', article: 'RECORD_VIEW', fulltext: 'ARTICLE' };
const KIND_MIME = { fulltext: 'PDF' };

export default definePlatform({
  name: 'jjs',
  longName: 'Journal of Jewish Studies',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'beta',
  domains: ['www.jjs-online.net', 'jjs-online.net'],
  rules: [
    {
      path: /^\/archives\/(?<kind>volume|article|fulltext)\/(?<id>[0-9]+)\/?$/i,
      fields: {
        rtype: lookup('{kind}', KIND_RTYPE),
        mime: lookup('{kind}', KIND_MIME, 'HTML'),
        unitid: '{id}',
        title_id: '{id}',
      },
    },
    // Supplement series pages describe a series; the catalogue lists them.
    {
      path: /^\/supplements\/(?<id>series_[0-9]+)\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{id}', title_id: '{id}' },
    },
    {
      path: /^\/supplements\/(?<id>[a-z]+)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}', title_id: '{id}' },
    },
    { path: /^\/contents\/search(?:\/|$)/i, fields: { rtype: 'SEARCH', mime: 'MISC' } },
  ],
});
