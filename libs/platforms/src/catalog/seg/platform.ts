import { definePlatform, lookup } from '../../rules/index.js';

// TODO(#10): move to the atypon family (SEG names only the DOI, never a unitid).
const KIND_RTYPE = {
  abs: 'ABS',
  full: 'ARTICLE',
  pdf: 'ARTICLE',
  pdfplus: 'ARTICLE',
  epdf: 'ARTICLE',
  ref: 'RECORD_VIEW',
  suppl: 'SUPPL',
};
const KIND_MIME = { pdf: 'PDF', epdf: 'PDF', pdfplus: 'PDFPLUS', suppl: 'MISC' };

export default definePlatform({
  name: 'seg',
  longName: 'Society of Exploration Geophysicists',
  domains: ['library.seg.org'],
  rules: [
    {
      path: new RegExp(
        `^/doi/(?<kind>${Object.keys(KIND_RTYPE).join('|')})/(?<doi>10\\.[0-9]{4,9}/[^?#]+?)/?$`,
        'i',
      ),
      fields: {
        rtype: lookup('{kind}', KIND_RTYPE),
        mime: lookup('{kind}', KIND_MIME, 'HTML'),
        doi: '{doi}',
      },
    },
    {
      path: /^\/doi\/(?<doi>10\.[0-9]{4,9}\/[^?#]+?)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', doi: '{doi}' },
    },
    {
      path: /^\/action\/showFullPopup$/i,
      query: { doi: /^(?<doi>10\..+)$/ },
      fields: { rtype: 'FIGURE', mime: 'HTML', doi: '{doi}' },
    },
    {
      path: /^\/(?:toc|loi)\/(?<code>[a-z0-9]+)(?:\/[^/]+){0,2}\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{code}' },
    },
    { path: /^\/action\/doSearch$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
