import type { Fields } from '../../rules/index.js';
import { definePlatform, lookup, replace } from '../../rules/index.js';

// Elsevier-hosted journal: PIIs are written S0041-1345(16)00084-1 and reported without punctuation.
const PII = '(?<pii>S[0-9]{4}-[0-9]{3}[0-9X]\\([0-9]{2}\\)[0-9X]{5}-[0-9X])';
const pii = replace('{pii}', /[-()]/g, '');
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
