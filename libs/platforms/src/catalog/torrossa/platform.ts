import { definePlatform, lookup } from '../../rules/index.js';

const LANG = '^/(?:[a-z]{2}/)?';

export default definePlatform({
  name: 'torrossa',
  longName: 'Torrossa',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5587c342a995c9afcfbb30c8',
  status: 'beta',
  domains: ['www.torrossa.com', 'oa.torrossa.com', 'access.torrossa.com'],
  rules: [
    // Articles open in the reader on access.torrossa.com and as PDF files elsewhere.
    {
      host: 'access.torrossa.com',
      path: new RegExp(`${LANG}resources/an/(?<id>[0-9]+)/?$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: new RegExp(`${LANG}resources/an/(?<id>[0-9]+)/?$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: new RegExp(
        `${LANG}(?:catalog/(?<view>readonline|preview|download)|orders/(?<order>review))/(?<id>[0-9]+)/?$`,
        'i',
      ),
      fields: {
        rtype: 'BOOK',
        mime: lookup('{view}', { download: 'PDF' }, lookup('{order}', { review: 'PDF' }, 'HTML')),
        unitid: '{id}',
      },
    },
    { path: new RegExp(`${LANG}search(?:/.*)?$`, 'i'), fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
