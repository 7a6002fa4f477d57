import type { Fields } from '../../rules/index.js';
import { PUNCTUATED_PII, compactPii } from '../../rules/families/elsevier-pii.family.js';
import { definePlatform, lookup } from '../../rules/index.js';

// Elsevier-hosted journal: PIIs are written S0041-1345(16)00084-1 and reported without punctuation.
const PII = `(?<pii>${PUNCTUATED_PII})`;
const pii = compactPii('{pii}');
const VIEW_RTYPE = {
  pdf: 'ARTICLE',
  fulltext: 'ARTICLE',
  abstract: 'ABS',
  ppt: 'SUPPL',
  references: 'REF',
};
const VIEW_MIME = { pdf: 'PDF', ppt: 'MISC' };
const articleFields: Fields = {
  rtype: lookup('{view}', VIEW_RTYPE),
  mime: lookup('{view}', VIEW_MIME, 'HTML'),
  pii,
  unitid: pii,
};

export default definePlatform({
  name: 'tp',
  longName: 'Transplantation Proceedings',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5af9d38505d9c42b5f681659',
  status: 'stable',
  domains: ['www.transplantation-proceedings.org'],
  rules: [
    {
      path: new RegExp(`^/article/${PII}/(?<view>pdf|fulltext|abstract|ppt|references)/?$`, 'i'),
      fields: articleFields,
    },
    {
      path: new RegExp(`^/issue/${PII}/?$`, 'i'),
      fields: { rtype: 'TOC', mime: 'HTML', unitid: pii },
    },
    { path: /^\/current\/?$/i, fields: { rtype: 'TOC', mime: 'HTML', unitid: 'current' } },
    { path: /^\/issues\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
  ],
});
