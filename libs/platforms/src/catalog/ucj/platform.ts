import { definePlatform, lookup } from '../../rules/index.js';

// Atypon paths, with the reference's own field choices (no title_id; citedby is a record view).
const KIND_RTYPE = {
  abs: 'ABS',
  full: 'ARTICLE',
  pdf: 'ARTICLE',
  epdf: 'ARTICLE',
  pdfplus: 'ARTICLE',
  citedby: 'RECORD_VIEW',
  ref: 'REF',
  suppl: 'SUPPL',
};
const KIND_MIME = { pdf: 'PDF', epdf: 'PDF', pdfplus: 'PDF' };
const DOI = '(?<doi>10\\.[0-9]{4,9}/(?<suffix>[^?#]+?))/?';

export default definePlatform({
  name: 'ucj',
  longName: 'University of Chicago Journals',
  domains: ['www.journals.uchicago.edu'],
  rules: [
    {
      path: new RegExp(`^/doi/(?<kind>${Object.keys(KIND_RTYPE).join('|')})/${DOI}$`, 'i'),
      fields: {
        rtype: lookup('{kind}', KIND_RTYPE),
        mime: lookup('{kind}', KIND_MIME, 'HTML'),
        doi: '{doi}',
        unitid: '{suffix}',
      },
    },
    {
      path: new RegExp(`^/doi/${DOI}$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'HTML', doi: '{doi}', unitid: '{suffix}' },
    },
    {
      path: /^\/toc\/[a-z]+\/(?<issue>current)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', issue: '{issue}' },
    },
    {
      path: /^\/(?:toc\/[a-z]+(?:\/[0-9]+\/[0-9]+)?|loi\/[a-z]+|journals\/[a-z]+\/(?:received|current|issues))\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML' },
    },
    { path: /^\/action\/doSearch$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
