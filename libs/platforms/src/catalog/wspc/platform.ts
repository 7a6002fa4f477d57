import { definePlatform, extract, issn, lookup } from '../../rules/index.js';

// TODO(#10): move to the atypon family. Journal DOIs 10.1142/S<ISSN><item> carry the ISSN.
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
  name: 'wspc',
  longName: 'World Scientific Publishing Company',
  domains: ['http://www.worldscientific.com'],
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
        print_identifier: issn(extract('{suffix}', /^S(?<issn>[0-9]{7}[0-9X])[0-9]/i, 'issn')),
      },
    },
  ],
});
