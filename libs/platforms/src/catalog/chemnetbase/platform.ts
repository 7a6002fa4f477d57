import { definePlatform } from '../../rules/index.js';

// CRCnetBASE JSF applications (chemnetbase.com, hbcponline.com).
export default definePlatform({
  name: 'chemnetbase',
  longName: 'CEMnetBASE Chemical Databases Online',
  docUrl: 'http://ang.couperin.org/platforms/5e8e30e47c78592bd17c3f15',
  status: 'stable',
  domains: [
    'www.chemnetbase.com',
    'chemnetbase.com',
    'ccd.chemnetbase.com',
    'dnp.chemnetbase.com',
    'doc.chemnetbase.com',
    'dod.chemnetbase.com',
    'dioc.chemnetbase.com',
    'dccc.chemnetbase.com',
    'dmnp.chemnetbase.com',
    'dfc.chemnetbase.com',
    'poly.chemnetbase.com',
    'poc.chemnetbase.com',
    'www.hbcponline.com',
    'hbcponline.com',
  ],
  rules: [
    {
      path: /^\/faces\/[a-z]+\/[a-z]*(?:Search|Contents)Results\.xhtml$/i,
      fields: { rtype: 'SEARCH', mime: 'MISC' },
    },
    {
      path: /^\/faces\/documents\/(?<id>[^.]+)\.xhtml$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
