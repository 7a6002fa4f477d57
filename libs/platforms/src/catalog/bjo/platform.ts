import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bjo',
  longName: 'Bone and Joint Online',
  status: 'beta',
  domains: ['online.boneandjoint.org.uk'],
  // The reference gives no doi field here, only the DOI as unitid.
  rules: atyponRules({ unitid: 'doi', doiFields: { doi: undefined } }),
});
