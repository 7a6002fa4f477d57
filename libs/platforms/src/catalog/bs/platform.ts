import { definePlatform, lookup } from '../../rules/index.js';

// eurekaselect.com/<kind>/<id>
const KIND_RTYPE = {
  article: 'ARTICLE',
  ebook_volume: 'BOOK',
  bybook: 'SEARCH',
  journal: 'TOC',
  issue: 'ISSUE',
};
const KIND_MIME = { article: 'PDF', ebook_volume: 'PDF' };

export default definePlatform({
  name: 'bs',
  longName: 'Bentham Science',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5435118bbacb0c0741736b98',
  status: 'beta',
  domains: ['www.eurekaselect.com'],
  rules: [
    {
      path: /^\/(?<kind>article|ebook_volume|bybook|journal|issue)\/(?<id>[0-9]+)\/?$/i,
      fields: {
        rtype: lookup('{kind}', KIND_RTYPE),
        mime: lookup('{kind}', KIND_MIME, 'HTML'),
        unitid: '{id}',
      },
    },
  ],
});
