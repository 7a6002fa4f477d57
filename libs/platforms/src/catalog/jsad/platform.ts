import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'jsad',
  longName: 'Journal of Studies on Alcohol and Drugs',
  docUrl: 'http://analyses.ezpaarse.org/platforms/573b3d768452a7a877771056',
  status: 'stable',
  domains: ['www.jsad.com'],
  rules: [
    { path: /^\/loi\/[a-z]+\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
    ...atyponRules(),
  ],
});
