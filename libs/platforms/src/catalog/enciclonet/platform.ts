import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'enciclonet',
  longName: 'Enciclonet',
  status: 'beta',
  domains: ['www.enciclonet.com'],
  rules: [{ path: /^\/busqueda\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } }],
});
