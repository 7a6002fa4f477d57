import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform, doiItem } from '../../rules/index.js';

export default definePlatform({
  name: 'nrc',
  longName: 'New Research Press',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54364a88eaf01bec7e56091b',
  status: 'beta',
  domains: ['www.nrcresearchpress.com'],
  rules: [
    // Abstract pages are counted with mime MISC here.
    {
      path: /^\/doi\/abs\/(?<doi>10\.[0-9]{4,9}\/(?<suffix>[^/]+))$/i,
      fields: doiItem('ABS', 'MISC'),
    },
    ...atyponRules({ tocMime: 'MISC' }),
  ],
});
