import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'enciclonet',
  longName: 'Enciclonet',
  docUrl: 'http://analyses.ezpaarse.org/platforms/64f7853da5e84d13583f3156',
  status: 'beta',
  domains: ['www.enciclonet.com'],
  rules: [{ path: /^\/busqueda\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } }],
});
