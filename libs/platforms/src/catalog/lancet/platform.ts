import type { Fields } from '../../rules/index.js';
import { definePlatform, lookup } from '../../rules/index.js';

const PII = '(?<pii>S[0-9]{4}-[0-9]{3}[0-9X]\\([0-9]{2}\\)[0-9]{5}-[0-9X])';
const piiFields: Fields = {
  pii: '{pii}',
  doi: '10.1016/{pii}',
  title_id: '{pii}',
  unitid: '{pii}',
};
const VIEW_RTYPE = {
  fulltext: 'ARTICLE',
  abstract: 'ABS',
  references: 'RECORD_VIEW',
  ppt: 'IMAGE',
  pdf: 'ARTICLE',
};
const VIEW_MIME = { ppt: 'MISC', pdf: 'PDF' };

export default definePlatform({
  name: 'lancet',
  longName: 'The Lancet',
  docUrl: 'http://ang.couperin.org/platforms/5ac7b903f4a60b60a249fba0',
  status: 'beta',
  domains: ['www.thelancet.com', 'download.thelancet.com'],
  rules: [
    {
      path: new RegExp(
        `^/journals/[a-z]+/article/PII${PII}/(?<view>fulltext|abstract|references|ppt|pdf)$`,
        'i',
      ),
      fields: {
        ...piiFields,
        rtype: lookup('{view}', VIEW_RTYPE),
        mime: lookup('{view}', VIEW_MIME, 'HTML'),
      },
    },
    {
      path: new RegExp(`^/pdfs/journals/[a-z]+/PII${PII}\\.pdf$`, 'i'),
      fields: { ...piiFields, rtype: 'ARTICLE', mime: 'PDF' },
    },
    {
      path: /^\/pb[/-]assets\/.*\/(?<id>[^/]+)\.mp3$/i,
      fields: { rtype: 'AUDIO', mime: 'MISC', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/infographics\/(?<id>[^/]+)$/i,
      fields: { rtype: 'IMAGE', mime: 'MISC', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/interactive-grand-round\/(?<id>[^/]+)$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    { path: /^\/action\/doSearch$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
