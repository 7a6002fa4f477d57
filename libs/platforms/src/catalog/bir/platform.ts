import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bir',
  longName: 'The British Institute of Radiology',
  docUrl: 'http://analyses.ezpaarse.org/platforms/573b3f312e8b5f799f614fd3',
  status: 'beta',
  domains: ['www.birpublications.org'],
  rules: atyponRules({ unitid: 'doi' }),
});
