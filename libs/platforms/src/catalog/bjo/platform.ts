import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bjo',
  longName: 'Bone and Joint Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6112c7e3adabf70ad6000245',
  status: 'beta',
  domains: ['online.boneandjoint.org.uk'],
  // The reference gives no doi field here, only the DOI as unitid.
  rules: atyponRules({ unitid: 'doi', doiFields: { doi: undefined } }),
});
