import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bir',
  longName: 'The British Institute of Radiology',
  status: 'beta',
  domains: ['www.birpublications.org'],
  rules: atyponRules({ unitid: 'doi' }),
});
