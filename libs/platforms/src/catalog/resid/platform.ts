import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'resid',
  longName: 'Revisti ESI',
  status: 'beta',
  domains: ['www.esidigita.it'],
  rules: [{ path: /^\/shdash\/ip\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } }],
});
