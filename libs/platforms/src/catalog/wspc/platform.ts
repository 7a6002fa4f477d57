import { atyponDoiRules } from '../../rules/families/atypon.family.js';
import { definePlatform, extract, issn } from '../../rules/index.js';

// Atypon DOI pages. Journal DOIs 10.1142/S<ISSN><item> carry the ISSN.
export default definePlatform({
  name: 'wspc',
  longName: 'World Scientific Publishing Company',
  docUrl: 'http://analyses.ezpaarse.org/platforms/573b3fa20ec36e517828066f',
  status: 'beta',
  domains: ['http://www.worldscientific.com'],
  rules: atyponDoiRules({
    kinds: ['abs', 'full', 'pdf', 'pdfplus', 'epdf', 'ref', 'suppl'],
    rtypes: { ref: 'RECORD_VIEW' },
    bare: false,
    fields: {
      print_identifier: issn(extract('{suffix}', /^S(?<issn>[0-9]{7}[0-9X])[0-9]/i, 'issn')),
    },
  }),
});
