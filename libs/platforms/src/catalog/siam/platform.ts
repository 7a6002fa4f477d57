import { definePlatform, lookup } from '../../rules/index.js';

// TODO(#10): move to the atypon family (ref is a record view and TOCs are MISC here).
const KIND_RTYPE = {
  abs: 'ABS',
  full: 'ARTICLE',
  pdf: 'ARTICLE',
  epdf: 'ARTICLE',
  ref: 'RECORD_VIEW',
  suppl: 'SUPPL',
};
const KIND_MIME = { pdf: 'PDF', epdf: 'PDF', suppl: 'MISC' };

export default definePlatform({
  name: 'siam',
  longName: 'siam',
  domains: ['epubs.siam.org'],
  rules: [
    {
      path: new RegExp(
        `^/doi/(?<kind>${Object.keys(KIND_RTYPE).join('|')})/(?<doi>10\\.[0-9]{4,9}/(?<suffix>[^?#]+?))/?$`,
        'i',
      ),
      fields: {
        rtype: lookup('{kind}', KIND_RTYPE),
        mime: lookup('{kind}', KIND_MIME, 'HTML'),
        doi: '{doi}',
        unitid: '{suffix}',
      },
    },
    {
      path: /^\/action\/doSearch$/i,
      query: { publication: /^(?<pub>[0-9]+)$/ },
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{pub}' },
    },
  ],
});
